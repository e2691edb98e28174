"""Basic lands (CR 305.6, 205.4c), including snow-covered basics and Wastes."""

from deckstats.cards.dsl import basic_land

PLAINS = basic_land("Plains", "W")
ISLAND = basic_land("Island", "U")
SWAMP = basic_land("Swamp", "B")
MOUNTAIN = basic_land("Mountain", "R")
FOREST = basic_land("Forest", "G")
WASTES = basic_land("Wastes", "C")
SNOW_COVERED_PLAINS = basic_land("Snow-Covered Plains", "W", snow=True)
SNOW_COVERED_ISLAND = basic_land("Snow-Covered Island", "U", snow=True)
SNOW_COVERED_SWAMP = basic_land("Snow-Covered Swamp", "B", snow=True)
SNOW_COVERED_MOUNTAIN = basic_land("Snow-Covered Mountain", "R", snow=True)
SNOW_COVERED_FOREST = basic_land("Snow-Covered Forest", "G", snow=True)
