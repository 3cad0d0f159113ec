Feature: Cities and city points
  Properties on adjacent hexes form groups; a group of three different kinds is a
  city, and each pass pays city points by the number of cities (chapter 10,
  sections 10.7 and 10.8). Player 1 has passed, so player 0's pass is scored alone.

  Background:
    Given a 2-player game in round 2
    And it is player 0's turn
    And player 1 has already passed
    And player 0's map board is:
      | hex  | terrain | placement icon |
      | 0,0  | capital |                |
      | 1,0  | wheat   |                |
      | 1,-1 | forest  |                |
      | 0,-1 | mine    |                |
      | -1,0 | sea     |                |
      | -1,1 | wheat   |                |
      | 0,1  | wheat   |                |
      | 2,0  | wheat   |                |
      | 3,0  | wheat   |                |
      | 4,0  | wheat   |                |
      | 3,1  | wheat   |                |
    And the property tokens are:
      | token       | kind         | order | cost    | bonus |
      | tent_1      | tent         | 1     | 1 wood  |       |
      | tent_2      | tent         | 2     | 1 wood  |       |
      | tent_3      | tent         | 3     | 1 wood  |       |
      | house_1     | house        | 1     | 1 wood  |       |
      | house_2     | house        | 2     | 1 wood  |       |
      | building_1  | building     | 1     | 1 wood  |       |
      | building_2  | building     | 2     | 1 wood  |       |
      | lab_1       | research lab | 1     | 1 iron  |       |
      | shop_orange | coffee shop  | 1     | 1 gold  |       |
      | clock_tower | clock tower  | 1     | nothing |       |

  @SL-10.7.2 @SL-10.8.1 @SL-10.7.1
  Rule: Three different kinds on connected hexes make a city

    Example: A tent, a house and a building around the capital
      Given player 0 has placed tent_1 on hex 1,0
      And player 0 has placed house_1 on hex 0,0
      And player 0 has placed building_1 on hex 1,-1
      When player 0 passes
      Then player 0 has 1 city points

    Example: A chain through the capital links properties that do not touch
      Given player 0 has placed tent_1 on hex 1,0
      And player 0 has placed house_1 on hex 0,0
      And player 0 has placed building_1 on hex -1,0
      When player 0 passes
      Then player 0 has 1 city points

    Example: A property one hex away belongs to no group
      Given player 0 has placed tent_1 on hex 2,0
      And player 0 has placed house_1 on hex 0,0
      And player 0 has placed building_1 on hex -1,0
      When player 0 passes
      Then player 0 has 0 city points

  @SL-10.7.4
  Rule: Several tokens of one kind still need three kinds

    Example: Three tents and a house are no city
      Given player 0 has placed tent_1 on hex 1,0
      And player 0 has placed tent_2 on hex 0,0
      And player 0 has placed tent_3 on hex 1,-1
      And player 0 has placed house_1 on hex 0,-1
      When player 0 passes
      Then player 0 has 0 city points

  @SL-10.7.3 @SL-19.3.9
  Rule: The clock tower is a kind of its own

    Example: A tent, a house and the clock tower make a city
      Given player 0 has placed tent_1 on hex 1,0
      And player 0 has placed house_1 on hex 0,0
      And player 0 has placed clock_tower on hex 1,-1
      When player 0 passes
      Then player 0 has 1 city points

    Example: A city holding the clock tower counts for an ability paid per city with the clock tower
      Given player 0's character scores 2 VP per city with the clock tower at each pass
      And player 0 has placed tent_1 on hex 1,0
      And player 0 has placed house_1 on hex 0,0
      And player 0 has placed clock_tower on hex 1,-1
      When player 0 passes
      Then player 0 has 2 victory points

  @SL-10.7.3 @SL-10.1.4
  Rule: A cookie rabbit is neither a property nor a kind

    Example: Two kinds and a rabbit are no city
      Given player 0 has placed tent_1 on hex 1,0
      And player 0 has placed house_1 on hex 0,0
      And player 0 has a cookie rabbit on hex 0,0
      When player 0 passes
      Then player 0 has 0 city points

  @SL-10.7.5
  Rule: A group is one city at most

    Example: Six properties of three kinds in one group make one city
      Given player 0 has placed tent_1 on hex 1,0
      And player 0 has placed house_1 on hex 0,0
      And player 0 has placed building_1 on hex 1,-1
      And player 0 has placed tent_2 on hex 0,-1
      And player 0 has placed house_2 on hex -1,0
      And player 0 has placed building_2 on hex -1,1
      When player 0 passes
      Then player 0 has 1 city points

  @SL-10.7.6 @SL-10.7.7
  Rule: A property joining two groups makes them one

    Example: Two cities apart count twice
      Given player 0 has placed tent_1 on hex 1,0
      And player 0 has placed house_1 on hex 0,0
      And player 0 has placed building_1 on hex 1,-1
      And player 0 has placed tent_2 on hex 3,0
      And player 0 has placed house_2 on hex 4,0
      And player 0 has placed building_2 on hex 3,1
      When player 0 passes
      Then player 0 has 2 city points

    Example: The property between them merges them into one city
      Given player 0 has placed tent_1 on hex 1,0
      And player 0 has placed house_1 on hex 0,0
      And player 0 has placed building_1 on hex 1,-1
      And player 0 has placed tent_2 on hex 3,0
      And player 0 has placed house_2 on hex 4,0
      And player 0 has placed building_2 on hex 3,1
      And player 0 has placed lab_1 on hex 2,0
      When player 0 passes
      Then player 0 has 1 city points

  @SL-10.8.1 @SL-10.8.2
  Rule: City points at a pass follow the number of cities

    Example: 0 cities pay 0 city points
      Given player 0 has 0 separate cities of a tent, a house and a building each
      When player 0 passes
      Then player 0 has 0 city points

    Example: 1 city pays 1 city point
      Given player 0 has 1 separate cities of a tent, a house and a building each
      When player 0 passes
      Then player 0 has 1 city points

    Example: 2 cities pay 2 city points
      Given player 0 has 2 separate cities of a tent, a house and a building each
      When player 0 passes
      Then player 0 has 2 city points

    Example: 3 cities pay 3 city points
      Given player 0 has 3 separate cities of a tent, a house and a building each
      When player 0 passes
      Then player 0 has 3 city points

    Example: 4 cities pay 5 city points
      Given player 0 has 4 separate cities of a tent, a house and a building each
      When player 0 passes
      Then player 0 has 5 city points

    Example: 5 cities pay 7 city points
      Given player 0 has 5 separate cities of a tent, a house and a building each
      When player 0 passes
      Then player 0 has 7 city points

    Example: 6 cities pay 9 city points
      Given player 0 has 6 separate cities of a tent, a house and a building each
      When player 0 passes
      Then player 0 has 9 city points

    Example: 7 cities pay 9 city points
      Given player 0 has 7 separate cities of a tent, a house and a building each
      When player 0 passes
      Then player 0 has 9 city points

  @SL-10.8.3 @SL-23.6.3 @SL-23.6.3a
  Rule: Lotus Che's rate tile replaces the table once her clock tower stands

    Example: Two cities pay by the tile
      Given player 0 has 2 separate cities of a tent, a house and a building each
      And player 0 has placed the clock tower on a hex of its own
      And player 0's clock tower lays a city point rate tile of 1 city: 2, 2 cities: 4
      When player 0 passes
      Then player 0 has 4 city points

    Example: More cities than the tile shows pay its last box
      Given player 0 has 3 separate cities of a tent, a house and a building each
      And player 0 has placed the clock tower on a hex of its own
      And player 0's clock tower lays a city point rate tile of 1 city: 2, 2 cities: 4
      When player 0 passes
      Then player 0 has 4 city points

    Example: The tile is not in force before the clock tower stands
      Given player 0 has 2 separate cities of a tent, a house and a building each
      And player 0's clock tower lays a city point rate tile of 1 city: 2, 2 cities: 4
      When player 0 passes
      Then player 0 has 2 city points

  @SL-23.7.1 @SL-10.7.8
  Rule: Alice Tearose makes any three connected properties a city

    Example: Three tents are a city for her
      Given player 0's character makes any 3 connected properties a city
      And player 0 has placed tent_1 on hex 1,0
      And player 0 has placed tent_2 on hex 0,0
      And player 0 has placed tent_3 on hex 1,-1
      When player 0 passes
      Then player 0 has 1 city points

    Example: Two properties are still no city for her
      Given player 0's character makes any 3 connected properties a city
      And player 0 has placed tent_1 on hex 1,0
      And player 0 has placed tent_2 on hex 0,0
      When player 0 passes
      Then player 0 has 0 city points

  @SL-23.7.2
  Rule: Alice Tearose's clock tower is a city on its own

    Example: The clock tower alone is a city
      Given player 0's clock tower makes its group a city
      And player 0 has placed clock_tower on hex 1,0
      When player 0 passes
      Then player 0 has 1 city points

  @SL-10.8.4
  Rule: Each city point is worth 2 victory points at the end

    Example: Three city points score 6
      Given player 0 has 3 city points
      Then player 0 scores 6 for city points at the end
