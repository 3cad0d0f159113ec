Feature: Round structure and the start phase
  Five rounds are played, each as start, income, action and cleanup phases;
  round 1 has no start phase and round 5 no cleanup, and the start phases of
  rounds 2 and 3 open the advanced action areas (chapter 4).

  @SL-4.1.1 @SL-4.2.5 @SL-4.3.1 @SL-4.1.2
  Rule: After the cleanup of rounds 1 to 4 the next round begins with its start phase

    Example: The cleanup of round 4 leads to round 5
      Given a 2-player game in round 4
      And the action phase of round 4 has just ended
      And every player holds 2 cards
      And the citizen deck holds 20 cards
      When every player keeps their lowest card
      Then round 5 is being played
      And player 0 is asked to take a turn

  @SL-4.4.1 @SL-4.2.3 @SL-7.4.4 @SL-17.3.4 @SL-21.1.2
  Rule: The game ends after the action phase of round 5, with no cleanup

    Example: The last pass of round 5 ends the game
      Given a 2-player game in round 5
      And it is player 1's turn
      And player 0 has already passed
      And player 0's round aid token is on space 0
      And player 1's round aid token is on space 1
      And player 1 holds 2 cards
      And player 1 holds 1 action disc
      When player 1 passes
      And player 1 moves the round aid token to space 2
      Then the game is over
      And player 1 holds 2 cards
      And player 1 holds 1 action disc
      And player 1's round aid token is on space 2

  @SL-4.2.1 @SL-4.2.4 @SL-5.6.1 @SL-1.2.2
  Rule: The phases follow one another, each completed by every player first

    Example: Every player has collected income before the first turn of round 3
      Given a 3-player game in round 2
      And the action phase of round 2 has just ended
      And player 1 holds the start player marker
      And every player holds 1 card
      And the citizen deck holds 20 cards
      And player 0 has an income of 3 gold
      And player 1 has an income of 4 gold
      And player 2 has an income of 5 gold
      When play reaches the next decision
      Then round 3 is being played
      And player 1 is asked to take a turn
      And player 0 has 3 gold
      And player 1 has 4 gold
      And player 2 has 5 gold
      And player 0 holds 6 cards
      And player 2 holds 6 cards

  @SL-4.2.2 @SL-3.9.6
  Rule: Round 1 has no start phase: it begins with its income phase

    Example: Setup is followed by the income of round 1
      Given a 2-player game being set up, where player 0 holds the start player marker
      And the characters on offer are:
        | character | board | income | resources |
        | hazel     | 1     | 2 gold | 10 gold   |
        | olive     | 2     | 3 gold | 10 gold   |
      And the citizen deck holds 20 cards
      When the setup choices are made
      Then round 1 is being played
      And player 0 is asked to take a turn
      And player 0 holds 6 cards
      And player 1 holds 6 cards

  @SL-4.3.2 @SL-8.2.2
  Rule: The start phase of round 2 opens the advanced areas of round 2

    Background:
      Given a 2-player game in round 1
      And action area M has 3 action spaces
      And action area M is an advanced area that opens in round 2
      And action area P has 3 action spaces
      And action area P is an advanced area that opens in round 3
      And every player holds 3 cards
      And the citizen deck holds 20 cards

    Example: An area of round 2 is closed in round 1
      When player 0 uses action area M
      Then the action is refused because of SL-8.2.2

    Example: The area of round 2 opens, the area of round 3 stays closed
      Given the income phase of round 2 is next
      When play reaches the next decision
      Then action area M is offered to player 0
      And action area P is not offered to player 0

  @SL-4.3.3
  Rule: The start phase of round 3 opens the advanced areas of round 3, and opened areas stay open

    Example: In round 3 the areas of rounds 2 and 3 are open
      Given a 2-player game in round 2
      And action area M has 3 action spaces
      And action area M is an advanced area that opens in round 2
      And action area P has 3 action spaces
      And action area P is an advanced area that opens in round 3
      And every player holds 3 cards
      And the citizen deck holds 20 cards
      And the income phase of round 3 is next
      When play reaches the next decision
      Then action area M is offered to player 0
      And action area P is offered to player 0

  @SL-4.3.4 @SL-4.3.5
  Rule: The start phases of rounds 4 and 5 only move the round marker and ask nothing

    Example: From the last card kept straight to round 4's first turn
      Given a 2-player game in round 3
      And the action phase of round 3 has just ended
      And action area M has 3 action spaces
      And action area M is an advanced area that opens in round 2
      And every player holds 2 cards
      And the citizen deck holds 20 cards
      When player 0 keeps their lowest card
      And player 1 keeps their lowest card
      Then round 4 is being played
      And player 0 is asked to take a turn
      And action area M is offered to player 0

  @SL-4.4.2
  Rule: Nothing left over at the end scores unless final scoring says so

    Example: Cards, basic resources and held discs are worth nothing
      Given a 2-player game in round 5
      And the action phase of round 5 has just ended
      And player 0 holds 5 cards
      And player 0 holds 10 wheat, 10 wood and 10 iron as resources
      And player 0 holds 3 action discs
      When the game is scored
      Then players 0 and 1 have the same final score
