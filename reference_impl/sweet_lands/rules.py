"""Rule IDs the engine cites when it refuses an action: one place to keep them in step with spec/."""

from __future__ import annotations

ANSWER_NOT_OFFERED = "SL-7.2.1"
"""The answer is not one of the pending decision's answers."""
HAND_NEVER_EMPTY = "SL-6.3.1"
AREA_FULL = "SL-8.2.1"
NO_SUCH_AREA = "SL-8.1.1a"
IMITATION_BOARDS = "SL-8.1.1"
AREA_NOT_OPEN = "SL-8.2.2"
AREA_COST_UNPAID = "SL-8.2.6"
HAND_COST = "SL-8.3.1"
ONE_MAIN_ACTION = "SL-7.2.1"
MAIN_ACTION_FIRST = "SL-7.2.2"
ROUND_AID_SPACE_TAKEN = "SL-17.3.2"
KEEP_ONE_CARD = "SL-21.2.3"
CHARACTER_TAKEN = "SL-3.6.3"
GAME_OVER = "SL-4.4.1"
