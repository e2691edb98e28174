"""``deckstats rules``: the rules eras and how they differ, generated from the RuleSets.

The eras are what ``--rules`` of the simulating commands accepts (``engine.rules``); this
command only prints ``rules_table`` so a user can see what changing the era changes.
"""

from __future__ import annotations

import click

from deckstats.engine.rules import ERA_NAMES, rules_table


@click.command("rules")
@click.option(
    "--era",
    type=click.Choice(list(ERA_NAMES)),
    default=None,
    help="Show one era: its values, sources, notes and what is not implemented.",
)
def rules_cmd(era: str | None) -> None:
    """List the rules eras (--rules ERA) and their differences, with the rule for each.

    The table is generated from the engine's RuleSet values themselves, so it cannot
    drift from what the simulations do.
    """
    click.echo("\n".join(rules_table(era)))


COMMANDS = [rules_cmd]
