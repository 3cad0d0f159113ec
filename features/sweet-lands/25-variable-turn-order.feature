@requires:variable_turn_order
Feature: Variable turn order
  With this variant, the order in which players passed in a round becomes the
  turn order of the next round, for its income and cleanup as well (chapter 25,
  section 25.2).

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

    Example: An order that is not clockwise is kept
      Given a 3-player game in round 1 with the variable turn order variant
      And the action phase of round 1 has just ended
      And the players passed in the order 0, 2, 1
      And every player holds 1 card
      And the citizen deck holds 20 cards
      When play reaches the next decision
      Then round 2 is being played
      And this round's turn order is 0, 2, 1

  @SL-25.2.3
  Rule: Round 1 is played clockwise from the start player

    Example: The first round's order is clockwise
      Given a 3-player game in round 1 with the variable turn order variant
      And player 1 holds the start player marker
      And the citizen deck holds 30 cards
      And the income phase of round 1 is next
      When play reaches the next decision
      Then this round's turn order is 1, 2, 0
      And player 1 is asked to take a turn

  @SL-25.2.4
  Rule: The income phase and the cleanup choices use the recorded order too

    Example: Income is collected in the recorded order
      Given a 3-player game in round 1 with the variable turn order variant
      And the action phase of round 1 has just ended
      And the players passed in the order 0, 2, 1
      And every player holds 1 card
      And the citizen deck holds 20 cards
      When play reaches the next decision
      Then player 0's hand includes the first 5 cards of the citizen deck
      And player 2's hand includes cards 6 to 10 of the citizen deck
      And player 1's hand includes cards 11 to 15 of the citizen deck

    Example: The cards to keep are chosen in the order of passing
      Given a 3-player game in round 2 with the variable turn order variant
      And the action phase of round 2 has just ended
      And the players passed in the order 0, 2, 1
      And every player holds 3 cards
      And the citizen deck holds 20 cards
      When every player keeps their lowest card
      Then the players chose the card to keep in the order 0, 2, 1

  @SL-25.2.5
  Rule: Each round's passing order replaces the one before

    Example: Round 3 follows round 2's passing, not round 1's
      Given a 3-player game in round 2 with the variable turn order variant
      And this round's turn order is 0, 2, 1
      And the action phase of round 2 has just ended
      And the players passed in the order 1, 0, 2
      And every player holds 1 card
      And the citizen deck holds 20 cards
      When play reaches the next decision
      Then round 3 is being played
      And this round's turn order is 1, 0, 2
      And player 1 is asked to take a turn
