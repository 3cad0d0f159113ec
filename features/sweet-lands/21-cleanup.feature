Feature: Cleanup and the next round
  After every player has passed, discs come off, each hand shrinks to one card,
  and the next round's income refills it (chapters 4, 5 and 21).

  Background:
    Given a 2-player game in round 1
    And it is player 1's turn
    And player 0 has already passed
    And player 0's round aid token is on space 0
    And player 1's round aid token is on space 1
    And player 0 holds 4 cards
    And player 1 holds 3 cards
    And the citizen deck holds 20 cards
    And player 1 holds 2 action discs
    And action area I has 3 action spaces, the first 2 occupied

  @SL-21.2.3 @SL-21.2.1 @SL-21.2.2 @SL-5.5.1
  Rule: Each player keeps exactly one card, and discs leave the boards and the players

    Example: One card kept, then five drawn in round 2
      When player 1 passes
      And player 1 moves the round aid token to space 2
      And player 0 keeps one card
      And player 1 keeps one card
      Then round 2 is being played
      And player 0 holds 6 cards
      And player 1 holds 6 cards
      And player 1 holds 0 action discs
      And action area I has 0 occupied spaces
