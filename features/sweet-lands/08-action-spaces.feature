Feature: Action spaces and hand costs
  Using an action space puts a disc on the leftmost empty space of an area and
  costs cards from the hand according to that space's position (chapter 8).

  Background:
    Given a 2-player game in round 2
    And it is player 0's turn

  @SL-8.2.3 @SL-8.3.1
  Rule: The disc goes on the leftmost empty space, whose position sets the hand cost

    Example: The second space of an area costs two cards
      Given action area I has 3 action spaces, the first 1 occupied
      And player 0 holds 4 cards
      When player 0 uses action area I
      And player 0 pays the hand cost with 2 cards
      Then action area I has 2 occupied spaces
      And player 0 holds 2 cards
      And the discard pile holds 2 cards

    Example: One card cannot pay for the third space
      Given action area I has 3 action spaces, the first 2 occupied
      And player 0 holds 5 cards
      When player 0 uses action area I
      And player 0 pays the hand cost with 1 card
      Then the action is refused because of SL-8.3.1

  @SL-8.3.2
  Rule: An area with a single action space costs one card

    Example: Using a one-space area discards one card
      Given action area J has 1 action space
      And player 0 holds 3 cards
      And the citizen deck holds 10 cards
      When player 0 uses action area J
      And player 0 pays the hand cost with 1 card
      Then action area J has 1 occupied space
      And player 0 holds 4 cards

  @SL-8.2.1
  Rule: An area can be used only while it has an empty action space

    Example: A full area is refused
      Given action area I has 1 action space, the first 1 occupied
      And player 0 holds 3 cards
      When player 0 uses action area I
      Then the action is refused because of SL-8.2.1

  @SL-8.4.2
  Rule: A held action disc makes the hand cost zero

    Example: Paying the third space with a held disc keeps every card
      Given action area I has 3 action spaces, the first 2 occupied
      And player 0 holds 1 card
      And player 0 holds 1 action disc
      When player 0 uses action area I
      And player 0 pays the hand cost with a held action disc
      Then player 0 holds 1 card
      And player 0 holds 0 action discs
      And action area I has 3 occupied spaces

  @SL-8.6.2
  Rule: Area H gives the player an action disc to hold

    Example: Taking a disc from area H
      Given action area H has 1 action space
      And player 0 holds 2 cards
      When player 0 uses action area H
      And player 0 pays the hand cost with 1 card
      Then player 0 holds 1 action disc

  @SL-8.6.3
  Rule: Area I gives one diamond

    Example: Collecting a diamond
      Given action area I has 1 action space
      And player 0 holds 2 cards
      And player 0 has 2 diamonds
      When player 0 uses action area I
      And player 0 pays the hand cost with 1 card
      Then player 0 has 3 diamonds

  @SL-8.6.4
  Rule: Area J draws two citizen cards

    Example: Drawing two cards
      Given action area J has 1 action space
      And player 0 holds 2 cards
      And the citizen deck holds 5 cards
      When player 0 uses action area J
      And player 0 pays the hand cost with 1 card
      Then player 0 holds 3 cards
