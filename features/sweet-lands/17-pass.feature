Feature: Passing
  A pass ends the player's part in the action phase, moves the round aid token
  and may hand over the start player marker (chapter 17).

  Background:
    Given a 3-player game in round 1
    And player 0 holds the start player marker
    And it is player 1's turn
    And player 1's round aid token is on space 0

  @SL-17.3.1
  Rule: The first player to pass takes the start player marker

    Example: The second player passes first
      When player 1 passes
      And player 1 moves the round aid token to space 2
      Then player 1 holds the start player marker

  @SL-17.3.2
  Rule: The round aid token moves to a different free space

    Example: Moving to a free space
      When player 1 passes
      And player 1 moves the round aid token to space 3
      Then player 1 has passed
      And player 2 is to decide

    Example: A space holding another token is refused
      Given player 2's round aid token is on space 1
      When player 1 passes
      And player 1 moves the round aid token to space 1
      Then the action is refused because of SL-17.3.2

  @SL-7.4.1
  Rule: A player who has passed takes no more turns

    Example: The turn skips a passed player
      Given player 2 has already passed
      When player 1 passes
      And player 1 moves the round aid token to space 3
      Then player 0 is to decide
