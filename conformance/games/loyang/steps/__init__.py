"""The Loyang scenario steps, in the game's language; the suite module star-imports them."""
