Feature: Action spaces and hand costs
  Using an action space puts a disc on the leftmost empty space of an available
  area, costs cards from the hand according to that space's position, then the
  area's cost and effect; area L copies another area (chapter 8).

  Background:
    Given a 2-player game in round 2
    And it is player 0's turn

  @SL-8.2.3 @SL-8.3.1 @SL-8.1.5
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

    Example: The third space costs three cards
      Given action area I has 3 action spaces, the first 2 occupied
      And player 0 holds 5 cards
      When player 0 uses action area I
      And player 0 pays the hand cost with 3 cards
      Then action area I has 3 occupied spaces
      And player 0 holds 2 cards

  @SL-8.3.5
  Rule: The hand cost depends only on the position of the space

    Example: The player's own disc on the first space still makes the second cost two cards
      Given action area I has 3 action spaces, the first occupied by player 0
      And player 0 holds 4 cards
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

    Example: Two cards are too many for a one-space area
      Given action area I has 1 action space
      And player 0 holds 2 cards
      And player 0 holds 0 action discs
      When player 0 uses action area I
      And player 0 pays the hand cost with 2 cards
      Then the action is refused because of SL-8.3.1

  @SL-8.2.1 @SL-8.1.6
  Rule: An area can be used only while it has an empty action space

    Example: A full area is refused
      Given action area I has 1 action space, the first 1 occupied
      And player 0 holds 3 cards
      When player 0 uses action area I
      Then the action is refused because of SL-8.2.1

  @SL-8.2.5
  Rule: The hand cost and the disc come first, then the area's cost, then its effect

    Example: The resources are not paid before the hand cost
      Given action area X has 1 action space
      And action area X costs 2 wheat and lets the player gain 1 gold for each wheat held
      And player 0 holds 3 cards
      And player 0 has 5 wheat
      When player 0 uses action area X
      Then player 0 is asked to pay the hand cost
      And action area X has 1 occupied space
      And player 0 has 5 wheat

    Example: The effect sees the cost already paid
      Given action area X has 1 action space
      And action area X costs 2 wheat and lets the player gain 1 gold for each wheat held
      And player 0 holds 3 cards
      And player 0 has 5 wheat
      When player 0 uses action area X
      And player 0 pays the hand cost with 1 card
      Then player 0 has 3 wheat
      And player 0 has 3 gold

  @SL-8.2.6 @SL-1.5.4 @SL-1.4.4
  Rule: An area is chosen only when its hand cost and its resource cost can be paid in full

    Example: Five wheat cannot pay six
      Given action area X has 3 action spaces
      And action area X costs 6 wheat and lets the player gain 1 diamond
      And player 0 holds 3 cards
      And player 0 has 5 wheat
      When player 0 uses action area X
      Then the action is refused because of SL-8.2.6

    Example: Three cards pay the second space, so the wheat decides
      Given action area X has 3 action spaces, the first 1 occupied
      And action area X costs 6 wheat and lets the player gain 1 diamond
      And player 0 holds 3 cards
      And player 0 has 5 wheat
      And player 0 holds 0 action discs
      When player 0 uses action area X
      Then the action is refused because of SL-8.2.6

    Example: Exactly six wheat pay six
      Given action area X has 3 action spaces
      And action area X costs 6 wheat and lets the player gain 1 diamond
      And player 0 holds 3 cards
      And player 0 has 6 wheat
      When player 0 uses action area X
      And player 0 pays the hand cost with 1 card
      Then player 0 has 0 wheat
      And player 0 has 1 diamond

  @SL-8.2.4
  Rule: The disc comes from the supply unless the player places a held one

    Example: Paying with cards leaves the held discs alone
      Given action area I has 1 action space
      And player 0 holds 3 cards
      And player 0 holds 1 action disc
      When player 0 uses action area I
      And player 0 pays the hand cost with 1 card
      Then player 0 holds 1 action disc
      And action area I has 1 occupied space

  @SL-8.4.2 @SL-8.4.3
  Rule: A held action disc makes the hand cost zero and still goes on the leftmost empty space

    Example: Paying the third space with a held disc keeps every card
      Given action area I has 3 action spaces, the first 2 occupied
      And player 0 holds 1 card
      And player 0 holds 1 action disc
      When player 0 uses action area I
      And player 0 pays the hand cost with a held action disc
      Then player 0 holds 1 card
      And player 0 holds 0 action discs
      And action area I has 3 occupied spaces

    Example: Without a held disc the hand cost cannot be paid with one
      Given action area I has 1 action space
      And player 0 holds 2 cards
      And player 0 holds 0 action discs
      When player 0 uses action area I
      And player 0 pays the hand cost with a held action disc
      Then the action is refused because of SL-8.3.1

  @SL-8.6.2 @SL-8.4.1 @SL-1.5.2 @SL-2.5.2
  Rule: Area H gives the player an action disc to hold, with no limit

    Example: Taking a disc from area H
      Given action area H has 1 action space
      And player 0 holds 2 cards
      When player 0 uses action area H
      And player 0 pays the hand cost with 1 card
      Then player 0 holds 1 action disc

    Example: A player already holding 25 discs takes a 26th
      Given action area H has 1 action space
      And player 0 holds 2 cards
      And player 0 holds 25 action discs
      When player 0 uses action area H
      And player 0 pays the hand cost with 1 card
      Then player 0 holds 26 action discs

  @SL-8.6.3 @SL-1.5.2 @SL-3.4.4
  Rule: Area I gives one diamond, and the supply of diamonds never runs out

    Example: Collecting a diamond
      Given action area I has 1 action space
      And player 0 holds 2 cards
      And player 0 has 2 diamonds
      When player 0 uses action area I
      And player 0 pays the hand cost with 1 card
      Then player 0 has 3 diamonds

    Example: A player already holding 20 diamonds takes a 21st
      Given action area I has 1 action space
      And player 0 holds 2 cards
      And player 0 has 20 diamonds
      When player 0 uses action area I
      And player 0 pays the hand cost with 1 card
      Then player 0 has 21 diamonds

  @SL-8.6.4
  Rule: Area J draws two citizen cards

    Example: Drawing two cards
      Given action area J has 1 action space
      And player 0 holds 2 cards
      And the citizen deck holds 5 cards
      When player 0 uses action area J
      And player 0 pays the hand cost with 1 card
      Then player 0 holds 3 cards

  @SL-8.6.5
  Rule: Area K gives the gold its component data sets for the space used

    Background:
      Given action area K has 3 action spaces
      And action area K costs nothing and lets the player gain 6 gold on the first space and 8 on the others
      And player 0 holds 4 cards

    Example: The first space gives 6 gold
      When player 0 uses action area K
      And player 0 pays the hand cost with 1 card
      Then player 0 has 6 gold

    Example: The second space gives 8 gold
      Given action area K has 3 action spaces, the first 1 occupied
      When player 0 uses action area K
      And player 0 pays the hand cost with 2 cards
      Then player 0 has 8 gold

  @SL-8.8.1 @SL-8.8.2
  Rule: Discs stay until cleanup, and the same area can be used again on a later turn

    Example: A second use of the same area in the round costs two cards
      Given player 1 has already passed
      And action area I has 3 action spaces
      And player 0 holds 5 cards
      When player 0 uses action area I
      And player 0 pays the hand cost with 1 card
      And player 0 ends the turn
      And player 0 uses action area I
      And player 0 pays the hand cost with 2 cards
      Then action area I has 2 occupied spaces
      And player 0 holds 2 cards
      And player 0 has 2 diamonds

  @SL-8.6.6 @SL-8.6.7 @SL-8.1.2 @SL-8.1.3
  Rule: Area L copies an area of the category printed on it, whether or not its spaces are free

    Background:
      Given action area L has 1 action space
      And action area L costs 4 gold and copies basic areas
      And action area B has 1 action space, the first 1 occupied
      And action area B is a basic area
      And action area B costs nothing and lets the player gain 2 wheat
      And action area I has 1 action space
      And player 0 holds 3 cards
      And player 0 has 6 gold

    Example: Only basic areas can be copied with a basic copying area
      When player 0 uses action area L
      And player 0 pays the hand cost with 1 card
      Then player 0 may copy exactly B

    Example: A full area is copied without a disc or hand cost of its own
      When player 0 uses action area L
      And player 0 pays the hand cost with 1 card
      And player 0 copies action area B
      Then player 0 has 2 wheat
      And player 0 has 2 gold
      And player 0 holds 2 cards
      And action area B has 1 occupied space
      And action area L has 1 occupied space

    Example: The copied area's effect reads the space used on area L
      Given action area L has 3 action spaces, the first 2 occupied
      And action area X has 3 action spaces
      And action area X is a basic area
      And action area X costs nothing and lets the player gain 6 gold on the first space and 8 on the others
      And player 0 holds 4 cards
      When player 0 uses action area L
      And player 0 pays the hand cost with 3 cards
      And player 0 copies action area X
      Then player 0 has 10 gold

  @SL-8.6.8
  Rule: A copy pays the copied area's own cost

    Background:
      Given action area L has 1 action space
      And action area L costs 4 gold and copies basic areas
      And action area X has 3 action spaces
      And action area X is a basic area
      And action area X costs 3 gold and lets the player gain 1 diamond
      And action area Y has 3 action spaces
      And action area Y is a basic area
      And action area Y costs 1 wood and lets the player gain 2 wheat
      And player 0 holds 3 cards

    Example: The copy pays after the copying area's own gold
      Given player 0 has 7 gold
      When player 0 uses action area L
      And player 0 pays the hand cost with 1 card
      And player 0 copies action area X
      Then player 0 has 0 gold
      And player 0 has 1 diamond

    Example: An area whose cost is out of reach is not offered
      Given player 0 has 6 gold
      And player 0 has 1 wood
      When player 0 uses action area L
      And player 0 pays the hand cost with 1 card
      Then player 0 may copy exactly Y

    Example: Copying the area out of reach is refused
      Given player 0 has 6 gold
      And player 0 has 1 wood
      When player 0 uses action area L
      And player 0 pays the hand cost with 1 card
      And player 0 copies action area X
      Then the action is refused because of SL-8.6.8

  @SL-8.6.9
  Rule: Area L copies only advanced areas that are already open

    Background:
      Given action area L has 1 action space
      And action area L costs 4 gold and copies basic and advanced areas
      And action area M has 3 action spaces
      And action area M is an advanced area that opens in round 2
      And action area M costs nothing and lets the player gain 1 diamond
      And action area P has 3 action spaces
      And action area P is an advanced area that opens in round 3
      And action area P costs nothing and lets the player gain 1 diamond
      And action area Y has 3 action spaces
      And action area Y is a basic area
      And action area Y costs nothing and lets the player gain 2 wheat
      And player 0 holds 3 cards
      And player 0 has 4 gold

    Example: In round 2 the area of round 3 cannot be copied
      When player 0 uses action area L
      And player 0 pays the hand cost with 1 card
      Then player 0 may copy exactly M and Y

    Example: Copying the area of round 3 in round 2 is refused
      When player 0 uses action area L
      And player 0 pays the hand cost with 1 card
      And player 0 copies action area P
      Then the action is refused because of SL-8.6.9

  @SL-8.6.10
  Rule: Area L may be chosen when nothing can be copied, and the copy is then lost

    Background:
      Given action area L has 1 action space
      And action area L costs 4 gold and copies basic areas
      And action area X has 3 action spaces
      And action area X is a basic area
      And action area X costs 3 gold and lets the player gain 1 diamond
      And player 0 holds 3 cards
      And player 0 has 4 gold

    Example: Area L is offered though its gold leaves nothing to copy
      Then action area L is offered to player 0

    Example: The gold stays paid and nothing is copied
      When player 0 uses action area L
      And player 0 pays the hand cost with 1 card
      Then player 0 has 0 gold
      And player 0 has 0 diamonds
      And player 0 may end the turn

  @SL-8.7.6
  Rule: On the printed main board one advanced area is open from the start, two more from round 2 and the last two from round 3

    Scenario Outline: The advanced areas open in round <round>
      Given a 2-player game in round <round>
      And every action area of the printed main board is laid out
      And player 0 holds 20 wheat, 20 wood, 20 iron and 40 gold as resources
      And player 0 holds 3 cards
      And player 0's map board is:
        | hex | terrain | placement icon |
        | 0,0 | capital |                |
      Then player 0 may use <open> of the 5 advanced action areas

      Examples:
        | round | open |
        | 1     | 1    |
        | 2     | 3    |
        | 3     | 5    |
        | 5     | 5    |
