Feature: The printed food track
  The values the rules fix on the printed food track: the wood discount tiles
  of spaces 7 and 11, the column of the first cookie rabbit and the nine rabbits
  (chapter 12, sections 12.3 and 12.4). These scenarios use the printed track and
  rely only on those spaces, whose values the rulebook gives (which discount
  tile lies on which of the two spaces is a ruling of the component data).

  Background:
    Given a 3-player game in round 3
    And it is player 0's turn
    And player 0 holds 3 cards
    And player 0 has 20 wheat
    And action area B has 3 action spaces
    And action area C has 3 action spaces
    And player 0's map board is:
      | hex | terrain |
      | 0,0 | capital |
      | 1,0 | wheat   |

  @SL-12.3.2 @SL-12.3.1
  Rule: The tile on space 7 is worth 1 wood and the tile on space 11 is worth 2

    Example: Reaching space 7
      Given player 0's food marker is on space 6
      When player 0 uses action area B
      And player 0 pays the hand cost with 1 card
      And player 0 takes a food step
      And player 0 stops
      Then player 0 holds the wood discount tiles of 1

    Example: Reaching space 11
      Given player 0's food marker is on space 10
      When player 0 uses action area B
      And player 0 pays the hand cost with 1 card
      And player 0 takes a food step
      And player 0 stops
      Then player 0 holds the wood discount tiles of 2

  @SL-12.3.3 @SL-10.3.1
  Rule: A wood discount tile lowers the wood cost of every later property

    Example: A tent placed after reaching space 7 costs 1 wood less
      Given the terrain tiles in the supply are:
        | tile       | terrain | flipped side |
        | wheat-gold | wheat   | 2 gold       |
      And the property tokens are:
        | token  | kind | order | cost   |
        | tent_1 | tent | 1     | 3 wood |
      And player 0 has a flipped wheat-gold tile on hex 1,0
      And player 0 has 3 wood
      And action area E has 3 action spaces
      And player 0's food marker is on space 6
      And player 0's character has a free action that gives 1 food step
      When player 0 uses the character's free action
      And player 0 uses action area E
      And player 0 pays the hand cost with 1 card
      And player 0 places tent_1 on hex 1,0
      Then tent_1 stands on hex 1,0 of player 0
      And player 0 has 1 wood

  @SL-12.4.4
  Rule: The first cookie rabbit needs the food marker on space 4

    Example: On space 3 the first rabbit is lost
      Given player 0's food marker is on space 3
      And player 0 has placed tent_1 on hex 1,0
      When player 0 uses action area C
      And player 0 pays the hand cost with 1 card
      Then player 0 may end the turn
      And player 0 has no cookie rabbit on the map

    Example: On space 4 the first rabbit is placed
      Given player 0's food marker is on space 4
      And player 0 has placed tent_1 on hex 1,0
      When player 0 uses action area C
      And player 0 pays the hand cost with 1 card
      Then player 0 may place the cookie rabbit on exactly 1,0

  @SL-12.4.1
  Rule: Each player has nine cookie rabbits

    Example: With nine rabbits on the map a granted rabbit gives 6 victory points
      Given player 0's food marker is on space 4
      And player 0 has placed tent_1 on hex 1,0
      And player 0 has cookie rabbits on 0,1, 0,2, 0,3, 0,4, 0,5, 0,6, 0,7, 0,8 and 0,9
      When player 0 uses action area C
      And player 0 pays the hand cost with 1 card
      Then player 0 has 6 victory points
