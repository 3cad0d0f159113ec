Feature: Round structure
  Five rounds are played; the action phase of round 5 is followed by final
  scoring, with no cleanup (chapter 4).

  @SL-4.4.1
  Rule: The game ends after the action phase of round 5

    Example: The last pass of round 5 ends the game
      Given a 2-player game in round 5
      And it is player 1's turn
      And player 0 has already passed
      And player 0's round aid token is on space 0
      And player 1's round aid token is on space 1
      And player 1 holds 2 cards
      When player 1 passes
      And player 1 moves the round aid token to space 2
      Then the game is over
      And player 1 holds 2 cards
