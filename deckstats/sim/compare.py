"""Paired A/B runs for ``deckstats compare`` (issue 18): both decks on common random numbers.

Game ``i`` of deck A and game ``i`` of deck B use the same seeded streams (the goldfish
run's ``game_streams(entropy, i)``, or matchup pair streams with ``--vs``). A shuffle is
a permutation of deck positions drawn from the shuffle stream, so when B's list is put
in A's order (``align``: every card the two lists share sits at the same position, the
cards only B has take the places of the cards only A has) game ``i`` of both decks deals
the same card from the same position: a shared card is drawn on the same turn in both
games, and a swapped card is drawn exactly when the card it replaced would have been.
This holds when the two lists have the same size; when they do not, the permutations
differ and the pairing only shares the other streams (stated in the summary).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from deckstats.cards.model import CardDef
from deckstats.sim.backends import Task
from deckstats.sim.config import SimConfig
from deckstats.sim.matchup import MatchupConfig, matchup_task
from deckstats.sim.runner import goldfish_task


def align(cards_a: Sequence[CardDef], cards_b: Sequence[CardDef]) -> tuple[CardDef, ...]:
    """Return B's cards reordered so the cards shared with A sit at A's positions.

    Cards are matched by name, copy for copy. Positions of A holding a card B lacks get
    B's unmatched cards in B's list order; B's surplus (a longer list) goes at the end.

    >>> from deckstats.cards.dsl import basic_land, creature
    >>> m, f = basic_land("Mountain", "R"), basic_land("Forest", "G")
    >>> bear = creature("Bear", "{1}{G}", pt=(2, 2))
    >>> [c.name for c in align([m, m, f, m], [bear, m, m, m])]
    ['Mountain', 'Mountain', 'Bear', 'Mountain']
    """
    pool: dict[str, list[CardDef]] = {}
    for c in cards_b:
        pool.setdefault(c.name, []).append(c)
    out: list[CardDef | None] = []
    for c in cards_a:
        same = pool.get(c.name)
        out.append(same.pop(0) if same else None)
    rest = [c for copies in pool.values() for c in copies]
    order = {id(c): k for k, c in enumerate(cards_b)}
    rest.sort(key=lambda c: order[id(c)])
    filled: list[CardDef] = []
    for slot in out:
        if slot is None:
            if rest:
                filled.append(rest.pop(0))
        else:
            filled.append(slot)
    filled.extend(rest)
    return tuple(filled)


def shared_positions(cards_a: Sequence[CardDef], aligned_b: Sequence[CardDef]) -> int:
    """How many positions hold the same card in A and in aligned B."""
    return sum(1 for a, b in zip(cards_a, aligned_b, strict=False) if a.name == b.name)


def paired_tasks(
    config_a: SimConfig | MatchupConfig, cards_b: Sequence[CardDef], deck_b: str, entropy: int
) -> tuple[Task, Task]:
    """The tasks of A and of B (aligned) on shared streams: goldfish, or a matchup.

    ``config_a`` is deck A's goldfish config (``SimConfig``) or its matchup against the
    ``--vs`` deck (``MatchupConfig``); B is the same run with B's list put in A's order
    (``align``). ``runs.loop`` plays both tasks over the same game indices.
    """
    if isinstance(config_a, SimConfig):
        config_b: SimConfig | MatchupConfig = replace(
            config_a, deck_name=deck_b, cards=align(config_a.cards, cards_b)
        )
        return goldfish_task(config_a, entropy), goldfish_task(config_b, entropy)  # type: ignore[arg-type]
    config_b = replace(config_a, deck_a=deck_b, cards_a=align(config_a.cards_a, cards_b))
    return matchup_task(config_a, entropy), matchup_task(config_b, entropy)


def land_variant(
    cards: Sequence[CardDef], lands: int, cut: Sequence[str] = ()
) -> tuple[tuple[CardDef, ...], list[str]]:
    """The deck with ``lands`` lands, same size; return it and the changes, in words.

    More lands: the deck's most common land is added, and spells are cut: the cards named
    in ``cut`` (one copy each, in turn), else the most expensive spells (highest mana
    value, the later copy first). Fewer lands: the most common land is cut and copies of
    the most common spell are added. Raises ``ValueError`` when the deck cannot change so.
    """
    from collections import Counter

    from deckstats.engine.info import card_info

    is_land = [card_info(c).is_land for c in cards]
    have = sum(is_land)
    out = list(cards)
    if lands == have:
        return tuple(out), []
    land_names = Counter(c.name for c, f in zip(cards, is_land, strict=True) if f)
    spell_names = Counter(c.name for c, f in zip(cards, is_land, strict=True) if not f)
    if not land_names or not spell_names:
        raise ValueError("the deck needs both lands and spells to change its land count")
    land = next(c for c in cards if c.name == land_names.most_common(1)[0][0])
    spell = next(c for c in cards if c.name == spell_names.most_common(1)[0][0])
    changes: list[str] = []
    if lands > have:
        k = lands - have
        cut_count: Counter[str] = Counter()
        for j in range(k):
            if cut:
                name = cut[j % len(cut)]
                idx = [i for i, c in enumerate(out) if c.name.lower() == name.lower()]
                if not idx:
                    raise ValueError(f"--cut {name!r}: no copy of it left in the deck")
                i = idx[-1]
            else:
                i = max(
                    (i for i, c in enumerate(out) if not card_info(c).is_land),
                    key=lambda i: (out[i].mana_value, i),
                )
            cut_count[out[i].name] += 1
            out[i] = land
        changes.extend(f"-{m} {name}" for name, m in cut_count.items())
        changes.append(f"+{k} {land.name}")
    else:
        k = have - lands
        idx = [i for i, c in enumerate(out) if c.name == land.name]
        if len(idx) < k:
            raise ValueError(f"cannot cut {k} copies of {land.name}: the deck has {len(idx)}")
        for i in idx[-k:]:
            out[i] = spell
        changes.append(f"-{k} {land.name}")
        changes.append(f"+{k} {spell.name}")
    return tuple(out), changes
