@requires:introductory
Feature: The introductory version
  Chapter 14 of the Loyang rules: a Regular customer with a blue dot dealt to
  each player at setup, played in the Card phase in place of a hand card.

  @LY-14.1.1 @LY-14.1.2 @LY-14.1.3 @LY-3.1.2
  Rule: At setup each player is dealt one of the Regular customers with a blue dot; the rest join the Action cards

    Example: Two players are dealt two of the four
      Given a new 2-player game in the introductory version dealt from seed 7
      Then every player holds a Regular customer with a blue dot apart from their hand
      And the Regular customers with a blue dot not dealt are in the draw pile

    Example: The deal goes clockwise from the Starting player
      Given a new 3-player game in the introductory version dealt from seed 2
      Then the Regular customers with a blue dot, shuffled from seed 2, went one each clockwise from the Starting player

    Example: Four players are dealt all four
      Given a new 4-player game in the introductory version dealt from seed 11
      Then every player holds a Regular customer with a blue dot apart from their hand
      And the Regular customers with a blue dot not dealt are in the draw pile

  @LY-14.1.4 @requires:view
  Rule: The dealt Regular customer is held apart from the hand and hidden from the others

    Example: Another player sees only that the card is there
      Given a 2-player game in round 1
      And the game is played in the introductory version
      And player 0 has been dealt a Regular customer "Li" wanting wheat and bean for 2, 3, 4 and 5 Cash
      Then player 1's view shows player 0's dealt card only as present
      And player 0 holds the dealt Regular customer "Li"

  @LY-14.2.1 @LY-14.2.2 @LY-14.2.5
  Rule: The dealt Regular customer is played with a Courtyard card in place of a hand card

    Example: The whole hand goes into the Courtyard
      Given a 2-player game in round 2
      And the game is played in the introductory version
      And the Distribution round is under way with player 0 to take a turn
      And player 0 has been dealt a Regular customer "Li" wanting wheat and bean for 2, 3, 4 and 5 Cash
      And player 0 holds a card "Keep"
      And player 0 holds a card "Other"
      And the Courtyard holds a Market stall "Stall" offering wheat for 1 bowl
      And player 1 holds 2 other cards
      When player 0 takes "Stall" from the Courtyard with the dealt Regular customer
      Then "Li" is in player 0's play area
      And "Li"'s marker is blue
      And "Li" is due this round
      And "Stall" is in player 0's play area
      And the Courtyard holds "Keep" and "Other"
      And player 0 holds no dealt Regular customer

  @LY-14.2.3
  Rule: The dealt card may be kept for later rounds, and is played only once

    Example: Playing a hand card keeps the dealt card for later
      Given a 2-player game in round 2
      And the game is played in the introductory version
      And the Distribution round is under way with player 0 to take a turn
      And player 0 has been dealt a Regular customer "Li" wanting wheat and bean for 2, 3, 4 and 5 Cash
      And player 0 holds a card "Keep"
      And player 0 holds a card "Other"
      And the Courtyard holds a card "Open"
      And player 1 holds 2 other cards
      When player 0 takes "Open" from the Courtyard with "Keep"
      Then player 0 holds the dealt Regular customer "Li"

    Example: Without a dealt card there is nothing to play in its place
      Given a 2-player game in round 2
      And the game is played in the introductory version
      And the Distribution round is under way with player 0 to take a turn
      And player 0 holds a card "Keep"
      And player 0 holds a card "Other"
      And the Courtyard holds a card "Open"
      And player 1 holds 2 other cards
      Then player 0 may not take "Open" from the Courtyard with the dealt Regular customer
      When player 0 takes "Open" from the Courtyard with the dealt Regular customer
      Then the action is refused because of LY-14.2.3
      And player 0 still faces the same choice

  @LY-14.2.4
  Rule: A player with a single hand card may still play the dealt card; the hand card goes to the Courtyard

    Example: The last hand card goes to the Courtyard
      Given a 2-player game in round 2
      And the game is played in the introductory version
      And the Distribution round is under way with player 0 to take a turn
      And player 0 has been dealt a Regular customer "Li" wanting wheat and bean for 2, 3, 4 and 5 Cash
      And player 0 holds a card "Last"
      And the Courtyard holds a card "Open"
      And player 1 holds 2 other cards
      When player 0 takes "Open" from the Courtyard with the dealt Regular customer
      Then the Courtyard holds "Last"
      And "Li" is in player 0's play area
