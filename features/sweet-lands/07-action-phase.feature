Feature: Action phase and turns
  Turns go clockwise from the start player; each turn has exactly one main
  action, free actions around it, and ends when the player says so or passes;
  passed players are skipped until everyone has passed (chapter 7).

  @SL-7.1.1 @SL-7.1.2 @SL-3.1.3
  Rule: The start player takes the first turn, then turns go clockwise

    Background:
      Given a 3-player game in round 2
      And player 1 holds the start player marker
      And every player holds 3 cards
      And the citizen deck holds 30 cards
      And action area I has 1 action space
      And action area J has 1 action space
      And the income phase of round 2 is next

    Example: The holder of the start player marker begins
      When play reaches the next decision
      Then player 1 is asked to take a turn

    Example: The next turn goes to the next seat clockwise, round the table
      When player 1 uses action area I
      And player 1 pays the hand cost with 1 card
      And player 1 ends the turn
      And player 2 uses action area J
      And player 2 pays the hand cost with 1 card
      And player 2 ends the turn
      Then player 0 is asked to take a turn

  @SL-7.1.3 @SL-7.1.4 @SL-25.2.2 @requires:variable_turn_order
  Rule: A new start player during the phase does not change the order of its turns

    Example: The first to pass takes the marker, and the recorded order goes on
      Given a 3-player game in round 2 with the variable turn order variant
      And this round's turn order is 0, 2, 1
      And it is player 0's turn
      And every player holds 3 cards
      And action area I has 1 action space
      When player 0 uses action area I
      And player 0 pays the hand cost with 1 card
      And player 0 ends the turn
      And player 2 passes
      And player 2 moves the round aid token to space 2
      Then the start player marker is with player 2
      And player 1 is asked to take a turn

  @SL-7.2.1
  Rule: A turn has exactly one main action

    Background:
      Given a 2-player game in round 2
      And it is player 0's turn
      And player 0 holds 4 cards
      And action area I has 1 action space
      And action area J has 1 action space

    Example: A second area in the same turn is refused
      When player 0 uses action area I
      And player 0 pays the hand cost with 1 card
      And player 0 uses action area J
      Then the action is refused because of SL-7.2.1

    Example: Passing after a main action is refused
      When player 0 uses action area I
      And player 0 pays the hand cost with 1 card
      And player 0 passes
      Then the action is refused because of SL-7.2.1

  @SL-7.3.3
  Rule: After the main action the turn goes on until the player ends it

    Example: The player is asked again after the main action
      Given a 2-player game in round 2
      And it is player 0's turn
      And player 0 holds 3 cards
      And action area I has 1 action space
      When player 0 uses action area I
      And player 0 pays the hand cost with 1 card
      Then player 0 is asked to take a turn
      And player 0 may end the turn

    Example: Ending the turn hands it on
      Given a 2-player game in round 2
      And it is player 0's turn
      And player 0 holds 3 cards
      And action area I has 1 action space
      When player 0 uses action area I
      And player 0 pays the hand cost with 1 card
      And player 0 ends the turn
      Then player 1 is asked to take a turn

  @SL-7.4.2
  Rule: When all others have passed, the last player takes turn after turn

    Example: The only player left takes the next turn too
      Given a 2-player game in round 2
      And it is player 0's turn
      And player 1 has already passed
      And player 0 holds 4 cards
      And action area I has 1 action space
      When player 0 uses action area I
      And player 0 pays the hand cost with 1 card
      And player 0 ends the turn
      Then player 0 is asked to take a turn

  @SL-7.4.3
  Rule: The action phase ends as soon as every player has passed

    Example: The last pass leads to the cleanup
      Given a 3-player game in round 2
      And player 1 holds the start player marker
      And it is player 0's turn
      And player 1 has already passed
      And player 2 has already passed
      And every player holds 2 cards
      When player 0 passes
      And player 0 moves the round aid token to space 3
      Then player 1 is asked to choose a card to keep

  @SL-7.5.2
  Rule: An optional part may be skipped, and the rest of the action still happens

    Background:
      Given a 2-player game in round 2
      And it is player 0's turn
      And player 0 holds 3 cards
      And player 0 has 5 gold
      And action area X has 1 action space
      And action area X costs nothing and lets the player optionally pay 2 gold to gain 1 diamond, then gain 1 wheat

    Example: Declining the optional part
      When player 0 uses action area X
      And player 0 pays the hand cost with 1 card
      And player 0 declines the optional part
      Then player 0 has 5 gold
      And player 0 has 0 diamonds
      And player 0 has 1 wheat

    Example: Accepting the optional part
      When player 0 uses action area X
      And player 0 pays the hand cost with 1 card
      And player 0 accepts the optional part
      Then player 0 has 3 gold
      And player 0 has 1 diamond
      And player 0 has 1 wheat
