Feature: Food track and cookie rabbits
  The food marker moves one space per step and collects the bonus of every space
  it reaches; steps beyond the final space give wheat. A granted cookie rabbit is
  the leftmost one left above the track, placed on a property once the food
  marker has reached its column; with none left it gives 6 victory points, and a
  blocked one is lost (chapter 12). The track and its rabbits are set up by the
  scenario.

  Background:
    Given a 3-player game in round 3
    And it is player 0's turn
    And player 0 holds 3 cards
    And player 0 has 20 wheat
    And action area B has 3 action spaces
    And action area C has 3 action spaces
    And the food track is:
      | space | bonus                |
      | 0     |                      |
      | 1     | 1 gold               |
      | 2     | 2 wood               |
      | 3     | 1 iron               |
      | 4     |                      |
      | 5     |                      |
      | 6     | 2 gold               |
      | 7     | wood discount tile 1 |
      | 8     |                      |
      | 9     |                      |
      | 10    |                      |
      | 11    | wood discount tile 2 |
      | 12    | 5 VP                 |
    And the cookie rabbits above the food track are:
      | rabbit | column | bonus              |
      | 1      | 4      |                    |
      | 2      | 6      | 3 gold             |
      | 3      | 9      | up to 1 food step  |
    And player 0's map board is:
      | hex | terrain |
      | 0,0 | capital |
      | 1,0 | wheat   |
      | 2,0 | forest  |
      | 0,1 | wheat   |

  @SL-12.1.1
  Rule: The food marker starts on space 0

    Example: A new game puts every food marker on space 0
      Given a new 3-player game is set up from seed 11
      Then every player's food marker is on space 0

  @SL-12.2.1 @SL-8.5.2
  Rule: Each food step moves the marker one space; "up to" lets the player stop

    Example: Area B asks before each step
      When player 0 uses action area B
      And player 0 pays the hand cost with 1 card
      Then player 0 is asked whether to take a food step
      And player 0 has 16 wheat

    Example: Stopping after one step of area B
      When player 0 uses action area B
      And player 0 pays the hand cost with 1 card
      And player 0 takes a food step
      And player 0 stops
      Then player 0's food marker is on space 1
      And player 0 may end the turn

    Example: Steps that are not "up to" are all taken without a question
      Given player 0's character has a free action that gives 2 food steps
      When player 0 uses the character's free action
      Then player 0's food marker is on space 2
      And player 0 may use action area B

  @SL-12.2.2 @SL-12.2.6 @SL-12.1.2
  Rule: Every space reached gives its bonus, and a step gives nothing else

    Example: Two steps collect the bonuses of spaces 1 and 2
      When player 0 uses action area B
      And player 0 pays the hand cost with 1 card
      And player 0 takes a food step
      And player 0 takes a food step
      Then player 0's food marker is on space 2
      And player 0 has 1 gold
      And player 0 has 2 wood
      And player 0 has 16 wheat

  @SL-12.2.3 @SL-8.7.2
  Rule: Steps are taken one at a time, each with its bonus before the next

    Example: Area N pays the first space's bonus before asking for the second step
      Given action area N has 3 action spaces
      When player 0 uses action area N
      And player 0 pays the hand cost with 1 card
      And player 0 takes a food step
      Then player 0 has 1 gold
      And player 0 is asked whether to take a food step
      And player 0 has 13 wheat

  @SL-12.2.5
  Rule: A step taken on the final space gives 2 wheat instead

    Example: Both steps of area B beyond the end
      Given player 0's food marker is on space 12
      When player 0 uses action area B
      And player 0 pays the hand cost with 1 card
      And player 0 takes a food step
      And player 0 takes a food step
      Then player 0's food marker is on space 12
      And player 0 has 20 wheat
      And player 0 has 0 victory points

    Example: An advance runs onto the final space and on past it
      Given player 0's food marker is on space 11
      And player 0's character has a free action that gives 3 food steps
      When player 0 uses the character's free action
      Then player 0's food marker is on space 12
      And player 0 has 5 victory points
      And player 0 has 24 wheat

  @SL-12.1.3
  Rule: The spaces the food marker has advanced are the number of its space

    Example: A marker on space 9 has advanced 9 spaces
      Given player 0's character scores 1 VP per space the food marker has advanced at each pass
      And player 0's food marker is on space 9
      When player 0 passes
      Then player 0 has 9 victory points

  @SL-12.3.1 @SL-12.2.4
  Rule: The food marker takes the wood discount tile of each space it reaches

    Example: Reaching space 7 takes the tile of value 1
      Given player 0's food marker is on space 6
      When player 0 uses action area B
      And player 0 pays the hand cost with 1 card
      And player 0 takes a food step
      And player 0 stops
      Then player 0 holds the wood discount tiles of 1

    Example: Passing space 7 on the way to space 8 takes its tile too
      Given player 0's food marker is on space 6
      And player 0's character has a free action that gives 2 food steps
      When player 0 uses the character's free action
      Then player 0 holds the wood discount tiles of 1
      And player 0's food marker is on space 8

    Example: Reaching space 11 adds the tile of value 2
      Given player 0's food marker is on space 10
      And player 0 holds wood discount tiles of 1
      When player 0 uses action area B
      And player 0 pays the hand cost with 1 card
      And player 0 takes a food step
      And player 0 stops
      Then player 0 holds the wood discount tiles of 1 and 2

  @SL-12.4.5 @SL-8.5.3
  Rule: The rabbit goes on one of the player's properties without a rabbit

    Example: A property on a tile and one on the capital hex are offered
      Given player 0's food marker is on space 4
      And player 0 has placed tent_1 on hex 1,0
      And player 0 has placed house_1 on hex 0,0
      When player 0 uses action area C
      And player 0 pays the hand cost with 1 card
      Then player 0 may place the cookie rabbit on exactly 1,0 and 0,0
      And player 0 has 16 wheat

    Example: A hex without a property is refused
      Given player 0's food marker is on space 4
      And player 0 has placed tent_1 on hex 1,0
      When player 0 uses action area C
      And player 0 pays the hand cost with 1 card
      And player 0 places the cookie rabbit on hex 2,0
      Then the action is refused because of SL-12.4.5

  @SL-12.4.6
  Rule: Any property, the clock tower included, may hold a rabbit

    Example: The clock tower is offered for the rabbit
      Given player 0's food marker is on space 4
      And player 0 has placed clock_tower on hex 1,0
      When player 0 uses action area C
      And player 0 pays the hand cost with 1 card
      Then player 0 may place the cookie rabbit on exactly 1,0

  @SL-12.4.7
  Rule: A property holds at most one rabbit

    Example: Only the property without a rabbit is offered
      Given player 0's food marker is on space 6
      And player 0 has placed tent_1 on hex 1,0
      And player 0 has placed house_1 on hex 0,0
      And player 0 has a cookie rabbit on hex 1,0
      When player 0 uses action area C
      And player 0 pays the hand cost with 1 card
      Then player 0 may place the cookie rabbit on exactly 0,0

    Example: A second rabbit on the same property is refused
      Given player 0's food marker is on space 6
      And player 0 has placed tent_1 on hex 1,0
      And player 0 has placed house_1 on hex 0,0
      And player 0 has a cookie rabbit on hex 1,0
      When player 0 uses action area C
      And player 0 pays the hand cost with 1 card
      And player 0 places the cookie rabbit on hex 1,0
      Then the action is refused because of SL-12.4.7

  @SL-12.4.2 @SL-12.4.8
  Rule: The rabbit taken is the leftmost one left, and its bonus comes after it is placed

    Example: A wood discount tile a rabbit's bonus gave stays with the player
      Given the food track is:
        | space | bonus                |
        | 0     |                      |
        | 1     | wood discount tile 1 |
        | 2     |                      |
      And the cookie rabbits above the food track are:
        | rabbit | column | bonus                |
        | 1      | 1      | wood discount tile 2 |
      And player 0 holds wood discount tiles of 2
      Then player 0 holds the wood discount tiles of 2

    Example: The second rabbit brings its own bonus
      Given player 0's food marker is on space 6
      And player 0 has placed tent_1 on hex 1,0
      And player 0 has placed house_1 on hex 0,0
      And player 0 has a cookie rabbit on hex 0,0
      When player 0 uses action area C
      And player 0 pays the hand cost with 1 card
      And player 0 places the cookie rabbit on hex 1,0
      Then player 0 has cookie rabbits on 0,0 and 1,0
      And player 0 has 3 gold

    Example: The rabbit is on the map while its bonus is resolved
      Given player 0's food marker is on space 9
      And player 0 has placed tent_1 on hex 1,0
      And player 0 has placed house_1 on hex 0,0
      And player 0 has placed house_2 on hex 2,0
      And player 0 has cookie rabbits on 0,0 and 1,0
      When player 0 uses action area C
      And player 0 pays the hand cost with 1 card
      And player 0 places the cookie rabbit on hex 2,0
      Then player 0 has cookie rabbits on 0,0, 1,0 and 2,0
      And player 0 is asked whether to take a food step

  @SL-12.4.3 @SL-12.5.2
  Rule: The leftmost rabbit needs the food marker in its column or to its right; otherwise it is lost

    Example: The marker right of the first rabbit's column
      Given player 0's food marker is on space 5
      And player 0 has placed tent_1 on hex 1,0
      When player 0 uses action area C
      And player 0 pays the hand cost with 1 card
      Then player 0 may place the cookie rabbit on exactly 1,0

    Example: The marker short of the next rabbit's column loses the rabbit
      Given player 0's food marker is on space 5
      And player 0 has placed tent_1 on hex 1,0
      And player 0 has placed house_1 on hex 0,0
      And player 0 has a cookie rabbit on hex 0,0
      When player 0 uses action area C
      And player 0 pays the hand cost with 1 card
      Then player 0 may end the turn
      And player 0 has cookie rabbits on 0,0
      And player 0 has 0 victory points

  @SL-12.5.2
  Rule: A rabbit with no property free for it is lost

    Example: Every property already holds a rabbit
      Given player 0's food marker is on space 9
      And player 0 has placed tent_1 on hex 1,0
      And player 0 has a cookie rabbit on hex 1,0
      When player 0 uses action area C
      And player 0 pays the hand cost with 1 card
      Then player 0 may end the turn
      And player 0 has cookie rabbits on 1,0
      And player 0 has 0 victory points

  @SL-12.5.3
  Rule: Area C may be used even when its rabbit will be lost

    Example: No property and the marker on space 0
      Then player 0 may use action area C

  @SL-12.4.9 @SL-12.4.10 @SL-8.7.3
  Rule: Several rabbits are placed one at a time, each with its bonus; "up to" lets the player stop

    Example: Area O places two rabbits
      Given action area O has 3 action spaces
      And player 0's food marker is on space 6
      And player 0 has placed tent_1 on hex 1,0
      And player 0 has placed house_1 on hex 0,0
      When player 0 uses action area O
      And player 0 pays the hand cost with 1 card
      And player 0 places the cookie rabbit on hex 0,0
      And player 0 places the cookie rabbit on hex 1,0
      Then player 0 has cookie rabbits on 0,0 and 1,0
      And player 0 has 3 gold
      And player 0 has 11 wheat

    Example: Stopping after the first rabbit of area O
      Given action area O has 3 action spaces
      And player 0's food marker is on space 6
      And player 0 has placed tent_1 on hex 1,0
      And player 0 has placed house_1 on hex 0,0
      When player 0 uses action area O
      And player 0 pays the hand cost with 1 card
      And player 0 places the cookie rabbit on hex 0,0
      And player 0 stops
      Then player 0 has cookie rabbits on 0,0
      And player 0 has 0 gold

  @SL-12.5.1
  Rule: A rabbit granted when none is left gives 6 victory points

    Example: Area C with every rabbit on the map
      Given player 0's food marker is on space 9
      And player 0 has cookie rabbits on 0,0, 1,0 and 2,0
      When player 0 uses action area C
      And player 0 pays the hand cost with 1 card
      Then player 0 has 6 victory points
      And player 0 may end the turn

    Example: A card granting two rabbits when none is left gives 6 victory points for each
      Given player 0's food marker is on space 9
      And player 0 has cookie rabbits on 0,0, 1,0 and 2,0
      And the citizen cards are:
        | card   | kind      | cost | tags | industry tag | ability          |
        | Warren | immediate | 0    | tart | none         | 2 cookie rabbits |
      And player 0 holds the citizen card Warren
      When player 0 plays the card Warren
      Then player 0 has 12 victory points

    Example: Area O offers the victory points of each missing rabbit
      Given action area O has 3 action spaces
      And player 0's food marker is on space 9
      And player 0 has cookie rabbits on 0,0, 1,0 and 2,0
      When player 0 uses action area O
      And player 0 pays the hand cost with 1 card
      Then player 0 may take 6 VP for the missing cookie rabbit or stop

    Example: Area O scores both missing rabbits
      Given action area O has 3 action spaces
      And player 0's food marker is on space 9
      And player 0 has cookie rabbits on 0,0, 1,0 and 2,0
      When player 0 uses action area O
      And player 0 pays the hand cost with 1 card
      And player 0 takes 6 VP for the missing cookie rabbit
      And player 0 takes 6 VP for the missing cookie rabbit
      Then player 0 has 12 victory points

    Example: The last rabbit is placed and the next one owed scores
      Given action area O has 3 action spaces
      And player 0's food marker is on space 9
      And player 0 has placed tent_1 on hex 0,1
      And player 0 has cookie rabbits on 0,0 and 1,0
      When player 0 uses action area O
      And player 0 pays the hand cost with 1 card
      And player 0 places the cookie rabbit on hex 0,1
      And player 0 takes no food step
      And player 0 takes 6 VP for the missing cookie rabbit
      Then player 0 has 6 victory points
      And player 0 has cookie rabbits on 0,0, 0,1 and 1,0

  @SL-23.5.1
  Rule: A character may pay wood for the wheat of the rabbit areas

    Example: Every split of area C's wheat is offered
      Given player 0's character may pay wood for the wheat of action areas C and O
      And player 0 has 2 wheat
      And player 0 has 5 wood
      When player 0 uses action area C
      And player 0 pays the hand cost with 1 card
      Then player 0 may pay exactly 2 wheat and 2 wood or 1 wheat and 3 wood or 4 wood

    Example: Paying area C mostly with wood
      Given player 0's character may pay wood for the wheat of action areas C and O
      And player 0 has 2 wheat
      And player 0 has 5 wood
      When player 0 uses action area C
      And player 0 pays the hand cost with 1 card
      And player 0 pays 1 wheat and 3 wood
      Then player 0 has 1 wheat
      And player 0 has 2 wood

    Example: Wheat and wood together make area C affordable
      Given player 0's character may pay wood for the wheat of action areas C and O
      And player 0 has 1 wheat
      And player 0 has 3 wood
      Then player 0 may use action area C

    Example: Without the ability wood does not pay for wheat
      Given player 0 has 1 wheat
      And player 0 has 3 wood
      When player 0 uses action area C
      Then the action is refused because of SL-8.2.6

  @SL-23.5.2
  Rule: Wood may also pay for the wheat when area L copies a rabbit area

    Example: Copying area C through area L
      Given player 0's character may pay wood for the wheat of action areas C and O
      And action area L34 has 1 action space
      And player 0 has 4 gold
      And player 0 has 0 wheat
      And player 0 has 4 wood
      When player 0 uses action area L34
      And player 0 pays the hand cost with 1 card
      And player 0 copies action area C
      Then player 0 may pay exactly 4 wood
