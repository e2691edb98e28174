"""Plan, then run: ``plan_*()`` check every input and draw the entropy once.

Each ``plan_*`` function takes a command's options (the API's keyword arguments), raises
one ``DeckstatsError`` line for the first bad one (an option out of range, an unknown
player, an illegal deck, a bad shares file, an unwritable ``--out``) before any game is
played, draws the root entropy, and returns a ``Planned``: the ``Plan`` and the
experiment that ``runs.loop.execute`` runs. The same plan can then be run by the
command line, the API, a notebook or a Dask client.
"""

from __future__ import annotations

import json
import tempfile
from pathlib import Path
from typing import Any, NamedTuple

from deckstats.cards.errors import DeckstatsError
from deckstats.deck import Decklist, infer_format
from deckstats.players.mulligan import parse_keep
from deckstats.runs import defaults
from deckstats.runs.base import Arm, Plan
from deckstats.runs.checks import (
    check_options,
    check_player,
    check_target,
    pilots,
    played_deck,
    run_bytes,
    shares_keys,
)
from deckstats.sim.config import SimConfig
from deckstats.sim.seeding import root_entropy

DeckArg = str | Path | Decklist


class Planned(NamedTuple):
    """A checked plan and its experiment: ``execute(*planned, progress=...)``."""

    plan: Plan
    experiment: Any


def _plan(
    command: str,
    decks: tuple[Decklist, ...],
    n: int,
    seed: int | None,
    runs: int = 1,
    **options: Any,
) -> Plan:
    """The ``Plan``: the ``--out`` target checked (``runs`` matchups' bytes), entropy drawn."""
    out = options.pop("out", None)
    until_ci = options.get("until_ci")
    need = run_bytes(command, n, until_ci) * runs if out is not None else 0
    if out is not None:
        check_target(Path(out), options.get("force", False), need)
    return Plan(
        command,
        decks,
        n,
        root_entropy(seed),
        seed,
        out=None if out is None else Path(out),
        need=need,
        **options,
    )


def _checked(n: int, options: dict[str, Any], players: bool = True) -> dict[str, Any]:
    """The run options with their defaults, checked; ``players``: both names checked too."""
    base = {k: v for k, v in defaults.RUN_DEFAULTS.items() if not k.startswith("player")}
    opts = {**base, **options}
    opts["workers_rule"] = defaults.workers_rule(opts["workers"])
    opts["workers"] = defaults.workers_or_all(opts["workers"], n)
    check_options(
        n,
        opts["max_turns"],
        opts["rules"],
        opts["workers"],
        opts["on"],
        opts.get("chunk_size"),
        opts.get("until_ci"),
    )
    opts["keep"] = parse_keep(str(opts["keep"])).to_text()  # one DeckstatsError line if bad
    if players:
        check_player(opts.setdefault("player_a", "auto"))
        check_player(opts.setdefault("player_b", "auto"))
    return opts


def goldfish_config(
    plan: Plan, name: str, cards: tuple[Any, ...], sideboard: tuple[Any, ...] = ()
) -> SimConfig:
    """The goldfish config of ``cards`` under ``plan`` (its seed, seat rule, rules, cap).

    ``sideboard`` is what wishes find outside the game (CR 400.11).
    """
    return SimConfig(
        deck_name=name,
        cards=cards,
        sideboard=sideboard,
        n_games=plan.n,
        seed=plan.entropy,
        on=plan.on,  # type: ignore[arg-type]
        rules=plan.rules,
        max_turns=plan.max_turns,
        workers=plan.workers,
        keep=plan.keep,
    )


def matchup_config(
    plan: Plan, a: Decklist, b: Decklist, players: tuple[str, str], stream_key: tuple[int, ...] = ()
) -> Any:
    """The ``sim.matchup.MatchupConfig`` of deck ``a`` against ``b`` under ``plan``."""
    from deckstats.sim.matchup import MatchupConfig, deck_fields

    return MatchupConfig(
        **deck_fields(a, b),
        n_games=plan.n,
        seed=plan.entropy,
        on=plan.on,  # type: ignore[arg-type]
        rules=plan.rules,
        max_turns=plan.max_turns,
        player_a=players[0],
        player_b=players[1],
        workers=plan.workers,
        stream_key=stream_key,
        keep=plan.keep,
    )


def plan_goldfish(
    deck: DeckArg, n: int | None = None, seed: int | None = None, **options: Any
) -> Planned:
    """Check a goldfish run and plan it (``options``: ``api.goldfish``'s keywords)."""
    from deckstats.runs.experiments import GoldfishExperiment

    fmt = options.pop("deck_format", None)
    n = defaults.games(n, options.get("until_ci"))
    opts = _checked(n, options, players=False)
    dl = played_deck(deck, fmt, opts["rules"])
    plan = _plan("goldfish", (dl,), n, seed, **opts)
    return Planned(
        plan,
        GoldfishExperiment(
            dl, goldfish_config(plan, dl.name, tuple(dl.main_cards()), tuple(dl.sideboard_cards()))
        ),
    )


def plan_matchup(
    a: DeckArg, b: DeckArg, n: int | None = None, seed: int | None = None, **options: Any
) -> Planned:
    """Check a matchup run and plan it (``options``: ``api.matchup``'s keywords)."""
    from deckstats.runs.experiments import MatchupExperiment
    from deckstats.sim.matchup import agent_profile

    fmt = options.pop("deck_format", None)
    n = defaults.games(n, options.get("until_ci"))
    opts = _checked(n, options)
    players = (opts.pop("player_a"), opts.pop("player_b"))
    dla, dlb = played_deck(a, fmt), played_deck(b, fmt)
    plan = _plan("matchup", (dla, dlb), n, seed, **opts)
    config = matchup_config(plan, dla, dlb, players)
    profiles = (
        agent_profile(players[0], config.cards_a),
        agent_profile(players[1], config.cards_b),
    )
    return Planned(plan, MatchupExperiment(config, profiles))


def _shares_from_mapping(
    shares: dict[str, float], keys: dict[str, list[str]], normalize: bool
) -> dict[str, float]:
    """``read_shares`` for a dict given to the API (written to a scratch JSON file)."""
    from deckstats.stats.matchup import read_shares

    with tempfile.TemporaryDirectory(prefix="deckstats-shares-") as tmp:
        path = Path(tmp) / "shares.json"
        path.write_text(json.dumps(shares), encoding="utf-8")
        return read_shares(path, keys, normalize)


def field_shares(
    fdls: list[Decklist], shares: Any, normalize: bool
) -> tuple[dict[str, float], str]:
    """The field's shares (a file, a dict or equal) and where they came from."""
    from deckstats.stats.matchup import equal_shares, read_shares

    keys = {d.name: shares_keys(d) for d in fdls}
    if shares is None:
        return equal_shares([d.name for d in fdls]), "equal"
    if isinstance(shares, dict):
        return _shares_from_mapping(shares, keys, normalize), "dict"
    return read_shares(Path(shares), keys, normalize), str(shares)


def _field(deck: DeckArg, field: Any, fmt: str | None, matrix: bool) -> tuple[Decklist, ...]:
    """The gauntlet's decks, checked: the deck, then the field (no name twice)."""
    if not field:
        raise DeckstatsError("a gauntlet needs at least one field deck")
    dl0 = played_deck(deck, fmt)
    fdls = [played_deck(d, fmt) for d in field]
    names = [d.name for d in fdls]
    for i, name in enumerate(names):
        if name in names[:i]:
            raise DeckstatsError(f"field deck {name!r} given twice")
    if matrix and dl0.name in names:
        raise DeckstatsError(f"--matrix needs distinct decks ({dl0.name!r} is also in the field)")
    return (dl0, *fdls)


def plan_gauntlet(
    deck: DeckArg, field: Any, n: int | None = None, seed: int | None = None, **options: Any
) -> Planned:
    """Check a gauntlet and plan it (``options``: ``api.gauntlet``'s keywords)."""
    from deckstats.runs.gauntlet import GauntletExperiment

    fmt = options.pop("deck_format", None)
    shares, normalize = options.pop("shares", None), options.pop("normalize", False)
    matrix = options.pop("matrix", False)
    n = defaults.games(n, options.get("until_ci"))
    opts = _checked(n, options)
    player_a, player_b = opts.pop("player_a"), opts.pop("player_b")
    decks = _field(deck, field, fmt, matrix)
    used, source = field_shares(list(decks[1:]), shares, normalize)
    m = len(decks) - 1
    pairs = [(0, k) for k in range(1, m + 1)]
    if matrix:
        pairs += [(r, c) for r in range(1, m + 1) for c in range(r + 1, m + 1)]
    plan = _plan("gauntlet", decks, n, seed, runs=len(pairs), **opts)
    configs = {
        (r, c): matchup_config(
            plan, decks[r], decks[c], (player_a if r == 0 else player_b, player_b), (r, c)
        )
        for r, c in pairs
    }
    return Planned(plan, GauntletExperiment(configs, (used, source, normalize), matrix))


def _compared(a: DeckArg, b: DeckArg, vs: DeckArg | None, fmt: str | None) -> tuple[Decklist, ...]:
    """A, B (and the ``--vs`` deck), checked; A and B of one format unless ``fmt`` says."""
    dla = played_deck(a, fmt)
    dlb = played_deck(b, fmt)
    fa, fb = infer_format(dla), infer_format(dlb)
    if fmt is None and fa != fb:
        raise DeckstatsError(
            f"{dla.path}: a {fa} deck and {dlb.path}: a {fb} deck cannot be compared "
            f"(use --format to check both as one format)"
        )
    return (dla, dlb) if vs is None else (dla, dlb, played_deck(vs, fmt))


def plan_compare(
    a: DeckArg, b: DeckArg, n: int | None = None, seed: int | None = None, **options: Any
) -> Planned:
    """Check a paired comparison and plan it (``options``: ``api.compare``'s keywords)."""
    from deckstats.runs.compare import CompareExperiment
    from deckstats.sim.compare import align, paired_tasks, shared_positions

    n = defaults.games(n, options.get("until_ci"))
    if n < 1:
        raise DeckstatsError(f"nothing to compare: -n must be at least 1 (got {n})")
    fmt, vs = options.pop("deck_format", None), options.pop("vs", None)
    player, player_vs = options.pop("player_a", "auto"), options.pop("player_b", "auto")
    opts = _checked(n, options, players=False)
    if vs is not None:
        check_player(player)
        check_player(player_vs)
    decks = _compared(a, b, vs, fmt)
    plan = _plan("compare", decks, n, seed, runs=2, **opts)
    dla, dlb = decks[0], decks[1]
    cards_a, cards_b = tuple(dla.main_cards()), tuple(dlb.main_cards())
    name_b = dlb.name if dlb.name != dla.name else f"{dlb.name} (B)"
    config: Any = goldfish_config(plan, dla.name, cards_a, tuple(dla.sideboard_cards()))
    if vs is not None:
        config = matchup_config(plan, dla, decks[2], (player, player_vs))
    task_a, task_b = paired_tasks(config, cards_b, name_b, plan.entropy)
    positions = {
        "shared": shared_positions(cards_a, align(cards_a, cards_b)),
        "deck_size_a": len(cards_a),
        "deck_size_b": len(cards_b),
        "same_shuffles": len(cards_a) == len(cards_b),
    }
    arms = (Arm("a", task_a), Arm("b", task_b))
    seat = player if vs is not None else "goldfish"
    entries = [(dla.name, seat, cards_a), (name_b, seat, cards_b)]
    if vs is not None:
        entries.append((decks[2].name, player_vs, tuple(decks[2].main_cards())))
    return Planned(plan, CompareExperiment(plan, arms, player, positions, pilots(entries)))
