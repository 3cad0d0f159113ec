Feature: Placing the clock tower
  Once a player meets every clock tower condition of their character, a free
  action puts the clock tower on a flipped tile or a free capital hex at no cost,
  for that location's bonus; then the clock tower's abilities apply (chapter 19,
  sections 19.2 to 19.4). The character here is one set up by the scenario.

  Background:
    Given a 2-player game in round 2
    And it is player 0's turn
    And player 0 holds 3 cards
    And player 0's map board is:
      | hex  | terrain | placement icon |
      | 0,0  | capital |                |
      | 1,0  | wheat   |                |
      | 0,1  | wheat   |                |
      | -1,0 | sea     |                |
    And player 0's capital hex bonus is 4 gold
    And the terrain tiles in the supply are:
      | tile       | terrain | flipped side |
      | wheat-gold | wheat   | 2 gold       |
      | sea-gold   | sea     | 1 gold       |
    And player 0 has a flipped wheat-gold tile on hex 1,0
    And player 0 has a face-up wheat-gold tile on hex 0,1
    And player 0's character needs 1 wonder icon for the clock tower
    And player 0 has unlocked 1 wonder icon

  @SL-19.3.1 @SL-19.3.3 @SL-18.2.10
  Rule: The clock tower goes on a flipped tile or a capital hex without a property

    Example: The free action is offered for the flipped tile and the capital
      Then player 0 may place the clock tower on exactly 1,0 and 0,0

    Example: A property on the capital closes it to the clock tower
      Given player 0 has placed tent_1 on hex 0,0
      Then player 0 may place the clock tower on exactly 1,0

  @SL-19.3.3 @SL-19.3.4
  Rule: The tile must already be flipped

    Example: A face-up tile is refused
      When player 0 places the clock tower on hex 0,1
      Then the action is refused because of SL-19.3.3

  @SL-19.3.2 @SL-19.3.6 @SL-19.3.7
  Rule: The clock tower costs nothing and gives its location's bonus and no kind bonus

    Example: On a flipped tile it pays the tile's bonus again
      Given player 0 has 1 wood
      When player 0 places the clock tower on hex 1,0
      Then clock_tower stands on hex 1,0 of player 0
      And player 0 has 2 gold
      And player 0 has 1 wood
      And player 0 has 0 victory points

    Example: On the capital it pays the capital hex bonus
      When player 0 places the clock tower on hex 0,0
      Then clock_tower stands on hex 0,0 of player 0
      And player 0 has 4 gold

  @SL-19.3.1 @SL-18.1.2
  Rule: Placing the clock tower is a free action, before or after the main action

    Example: The main action is still to come after the clock tower
      Given action area I has 1 action space
      When player 0 places the clock tower on hex 1,0
      Then player 0 may use action area I

    Example: The clock tower after the main action
      Given action area I has 1 action space
      When player 0 uses action area I
      And player 0 pays the hand cost with 1 card
      And player 0 places the clock tower on hex 0,0
      Then clock_tower stands on hex 0,0 of player 0
      And player 0 may end the turn

  @SL-19.3.5
  Rule: Without a location the clock tower cannot be placed

    Example: The flipped tile and the capital both hold a property
      Given player 0 has placed tent_1 on hex 0,0
      And player 0 has placed house_1 on hex 1,0
      When player 0 places the clock tower on hex 0,1
      Then the action is refused because of SL-19.3.3

  @SL-19.3.8
  Rule: The clock tower is placed once per game

    Example: A second clock tower is refused
      Given player 0 has placed clock_tower on hex 0,0
      When player 0 places the clock tower on hex 1,0
      Then the action is refused because of SL-19.3.8

  @SL-19.2.1
  Rule: Every condition of the character must hold

    Example: A wonder icon without the two cities is not enough
      Given player 0's character needs 1 wonder icon and 2 cities for the clock tower
      When player 0 places the clock tower on hex 1,0
      Then the action is refused because of SL-19.2.1

    Example: Without the wonder icon the clock tower waits
      Given player 0 has unlocked 0 wonder icons
      When player 0 places the clock tower on hex 1,0
      Then the action is refused because of SL-19.2.1

    Example: Of three conditions, the wonder icon alone is not enough
      Given player 0's character needs 1 wonder icon and 1 connected port and 2 cities for the clock tower
      When player 0 places the clock tower on hex 1,0
      Then the action is refused because of SL-19.2.1

  @SL-19.4.1 @SL-19.4.2
  Rule: The clock tower's one-time ability resolves after the placement and its location bonus

    Example: The location bonus comes first
      Given player 0's capital hex bonus is 1 road
      And player 0's clock tower gives 3 VP when it is placed
      When player 0 places the clock tower on hex 0,0
      Then player 0 is asked to place a road
      And player 0 has 0 victory points

    Example: Then the ability resolves
      Given player 0's capital hex bonus is 1 road
      And player 0's clock tower gives 3 VP when it is placed
      When player 0 places the clock tower on hex 0,0
      And player 0 places a road between -1,0 and 0,0
      Then player 0 has 3 victory points

  @SL-19.4.3
  Rule: The clock tower's pass ability applies from the pass of the same round

    Example: The clock tower placed this turn pays at this turn's pass
      Given player 0's clock tower gives 2 VP at each pass
      And player 1 has already passed
      When player 0 places the clock tower on hex 1,0
      And player 0 passes
      Then player 0 has 2 victory points
