@requires:variable_turn_order
Feature: Variable turn order
  With this variant, the order in which players passed in a round becomes the
  turn order of the next round (chapter 25).

  @SL-25.2.2 @SL-25.2.1
  Rule: From round 2 on, turns follow the previous round's passing order

    Example: Players pass as 2, 1, 0 and take round 2's turns in that order
      Given a 3-player game in round 1 with the variable turn order variant
      And it is player 0's turn
      And player 2 has already passed
      And player 1 has already passed
      And every player holds 1 card
      And the citizen deck holds 20 cards
      When player 0 passes
      And player 0 moves the round aid token to space 0
      And player 2 passes
      And player 2 moves the round aid token to space 1
      Then round 2 is being played
      And player 1 is to decide
