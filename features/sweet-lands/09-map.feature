Feature: Map development
  Each player builds up their own map board with terrain tiles and roads; a road
  next to a face-up tile flips it for its bonus, placement icons pay when a tile
  covers them, and extra draw areas give cards once a tile and a road reach them
  (chapter 9). The board here is a small one of ten hexes around one capital, and
  the tiles in the supply are set by each scenario.

  Background:
    Given a 2-player game in round 2
    And it is player 0's turn
    And player 0 holds 3 cards
    And every player's map board is:
      | hex  | terrain | placement icon |
      | 0,0  | capital |                |
      | 1,0  | wheat   |                |
      | 1,-1 | forest  |                |
      | 0,-1 | mine    |                |
      | -1,0 | sea     |                |
      | -1,1 | special |                |
      | 0,1  | wheat   |                |
      | 2,0  | wheat   | 3 gold         |
      | 2,-1 | forest  |                |
      | 3,-1 | mine    |                |
    And player 0's map board has the extra draw area north at 1,1
    And the terrain tiles in the supply are:
      | tile        | terrain | flipped side    |
      | wheat-gold  | wheat   | 2 gold          |
      | wheat-wood  | wheat   | 1 wood          |
      | forest-iron | forest  | 1 iron          |
      | forest-road | forest  | up to 1 road    |
      | mine-wheat  | mine    | +1 wheat income |
      | sea-gold    | sea     | 1 gold          |
    And action area A has 3 action spaces
    And action area D has 3 action spaces
    And player 0 has 6 wheat
    And player 0 has 6 wood

  @SL-9.3.3 @SL-9.1.4 @SL-9.8.4 @SL-9.1.2 @SL-9.1.3 @SL-8.5.1
  Rule: A terrain tile goes next to a capital hex or next to a tile already placed

    Example: On an empty board only the hexes around the capital are open
      When player 0 uses action area A
      And player 0 pays the hand cost with 1 card
      Then player 0 may place a terrain tile on exactly 1,0, 1,-1, 0,-1, -1,0, -1,1 and 0,1

    Example: A placed tile opens the hexes around it
      Given player 0 has a face-up wheat-gold tile on hex 1,0
      When player 0 uses action area A
      And player 0 pays the hand cost with 1 card
      Then player 0 may place a terrain tile on exactly 1,-1, 0,-1, -1,0, -1,1, 0,1, 2,0 and 2,-1

    Example: A hex next to neither a capital nor a tile is refused
      Given player 0 has a face-up wheat-gold tile on hex 1,0
      When player 0 uses action area A
      And player 0 pays the hand cost with 1 card
      And player 0 places the mine-wheat tile on hex 3,-1
      Then the action is refused because of SL-9.3.3

  @SL-23.8.1
  Rule: Elsa Skyr's ability lifts the adjacency requirement and nothing else

    Example: Every empty hex that is not a capital is open
      Given player 0's character may place terrain tiles away from capitals and tiles
      When player 0 uses action area A
      And player 0 pays the hand cost with 1 card
      Then player 0 may place a terrain tile on exactly 1,0, 1,-1, 0,-1, -1,0, -1,1, 0,1, 2,0, 2,-1 and 3,-1

  @SL-9.1.1
  Rule: A player develops only their own map board

    Example: Another player's tiles open no hex on this player's board
      Given player 1 has a face-up wheat-gold tile on hex 1,0
      When player 0 uses action area A
      And player 0 pays the hand cost with 1 card
      And player 0 places the wheat-gold tile on hex 0,1
      Then hex 0,1 of player 0 holds a face-up wheat-gold tile
      And hex 0,1 of player 1 holds no terrain tile
      And player 0 may place a terrain tile on exactly 1,0, 1,-1, 0,-1, -1,0 and -1,1

  @SL-9.3.1 @SL-9.1.7
  Rule: A terrain tile is placed face up

    Example: The new tile shows its face-up side and gives nothing yet
      When player 0 uses action area A
      And player 0 pays the hand cost with 1 card
      And player 0 places the wheat-gold tile on hex 1,0
      Then hex 1,0 of player 0 holds a face-up wheat-gold tile
      And player 0 has 0 gold

  @SL-9.3.1a
  Rule: The player picks the tile, and with it the bonus of its flipped side

    Example: Both wheat field tiles are offered for a wheat field hex
      When player 0 uses action area A
      And player 0 pays the hand cost with 1 card
      Then player 0 may place on hex 1,0 exactly the tiles wheat-gold and wheat-wood

  @SL-9.3.2 @SL-9.3.11
  Rule: A terrain tile goes only on an empty hex

    Example: A hex that already holds a tile is refused
      Given player 0 has a face-up wheat-gold tile on hex 1,0
      When player 0 uses action area A
      And player 0 pays the hand cost with 1 card
      And player 0 places the wheat-wood tile on hex 1,0
      Then the action is refused because of SL-9.3.2

  @SL-9.3.4
  Rule: A hex showing a terrain type takes only a tile of that type

    Example: A forest tile on a wheat field hex is refused
      When player 0 uses action area A
      And player 0 pays the hand cost with 1 card
      And player 0 places the forest-iron tile on hex 1,0
      Then the action is refused because of SL-9.3.4

    Example: A wheat tile on a forest hex is refused
      When player 0 uses action area A
      And player 0 pays the hand cost with 1 card
      And player 0 places the wheat-gold tile on hex 1,-1
      Then the action is refused because of SL-9.3.4

  @SL-9.3.5 @SL-9.1.6
  Rule: A special terrain hex takes only a special terrain tile, any of them

    Example: Every special tile and no regular tile is offered for the special hex
      Given the special terrain tiles in the supply are:
        | tile       | effect                     |
        | sp-diamond | 2 diamonds                 |
        | sp-roads   | up to 2 roads, then 2 wood |
      When player 0 uses action area A
      And player 0 pays the hand cost with 1 card
      Then player 0 may place on hex -1,1 exactly the tiles sp-diamond and sp-roads

    Example: A regular tile on the special hex is refused
      When player 0 uses action area A
      And player 0 pays the hand cost with 1 card
      And player 0 places the wheat-gold tile on hex -1,1
      Then the action is refused because of SL-9.3.5

    Example: A special tile counts as a terrain tile for the hexes next to it
      Given player 0's map board is:
        | hex  | terrain | placement icon |
        | 0,0  | capital |                |
        | -1,1 | special |                |
        | -2,2 | sea     |                |
      And the special terrain tiles in the supply are:
        | tile       | effect                     |
        | sp-diamond | 2 diamonds                 |
        | sp-roads   | up to 2 roads, then 2 wood |
      When player 0 uses action area A
      And player 0 pays the hand cost with 1 card
      And player 0 places the sp-diamond tile on hex -1,1
      Then player 0 may place a terrain tile on exactly -2,2

  @SL-9.3.6
  Rule: A kind of special tile may be taken again

    Example: The kind another player has already placed is still offered
      Given player 1 has a flipped sp-diamond tile on hex -1,1
      And the special terrain tiles in the supply are:
        | tile       | effect                     |
        | sp-diamond | 2 diamonds                 |
        | sp-roads   | up to 2 roads, then 2 wood |
      When player 0 uses action area A
      And player 0 pays the hand cost with 1 card
      And player 0 places the sp-diamond tile on hex -1,1
      Then hex -1,1 of player 0 holds a face-up sp-diamond tile

  @SL-9.3.7 @SL-9.8.1
  Rule: No terrain tile on a capital hex or off the board

    Example: The capital hex is refused
      When player 0 uses action area A
      And player 0 pays the hand cost with 1 card
      And player 0 places the wheat-gold tile on hex 0,0
      Then the action is refused because of SL-9.3.7

    Example: A hex off the board is refused
      When player 0 uses action area A
      And player 0 pays the hand cost with 1 card
      And player 0 places the wheat-gold tile on hex 0,2
      Then the action is refused because of SL-9.3.7

  @SL-9.3.8 @SL-9.4.1
  Rule: Tiles are placed one at a time, each with what it sets off

    Example: The placement icon pays before the next tile is asked for
      Given player 0 has a face-up wheat-wood tile on hex 1,0
      When player 0 uses action area A
      And player 0 pays the hand cost with 1 card
      And player 0 places the wheat-gold tile on hex 2,0
      Then player 0 has 3 gold
      And player 0 is asked to place a terrain tile

  @SL-9.3.9
  Rule: Tiles of one effect need not touch each other

    Example: Two tiles on opposite sides of the capital
      When player 0 uses action area A
      And player 0 pays the hand cost with 1 card
      And player 0 places the wheat-gold tile on hex 1,0
      And player 0 places the sea-gold tile on hex -1,0
      Then hex -1,0 of player 0 holds a face-up sea-gold tile
      And player 0 has 2 terrain tiles on the map

  @SL-9.3.10
  Rule: Up to three tiles lets the player stop at any point

    Example: Stopping before the first tile
      When player 0 uses action area A
      And player 0 pays the hand cost with 1 card
      And player 0 stops
      Then player 0 has 0 terrain tiles on the map
      And player 0 may end the turn

    Example: The third tile ends the placements
      When player 0 uses action area A
      And player 0 pays the hand cost with 1 card
      And player 0 places the wheat-gold tile on hex 1,0
      And player 0 places the wheat-wood tile on hex 0,1
      And player 0 places the sea-gold tile on hex -1,0
      Then player 0 has 3 terrain tiles on the map
      And player 0 may end the turn

  @SL-9.3.12
  Rule: A terrain tile with no legal hex is lost

    Example: A full board takes no tile and the action still ends
      Given player 0's map board is:
        | hex | terrain | placement icon |
        | 0,0 | capital |                |
        | 1,0 | wheat   |                |
      And player 0 has a face-up wheat-gold tile on hex 1,0
      When player 0 uses action area A
      And player 0 pays the hand cost with 1 card
      Then player 0 may end the turn
      And player 0 has 0 wheat
      And player 0 has 1 terrain tile on the map

  @SL-9.2.2 @SL-9.1.5 @SL-9.2.3 @SL-9.8.4 @SL-8.5.4
  Rule: A road goes on an edge that touches an edge of a capital hex or a road

    Example: The first roads go around the capital or on the edges meeting its corners
      When player 0 uses action area D
      And player 0 pays the hand cost with 1 card
      Then player 0 may place a road exactly between:
        | hex  | hex  |
        | 0,0  | 1,0  |
        | 0,0  | 1,-1 |
        | 0,0  | 0,-1 |
        | 0,0  | -1,0 |
        | 0,0  | -1,1 |
        | 0,0  | 0,1  |
        | 1,0  | 1,-1 |
        | 1,-1 | 0,-1 |
        | 0,-1 | -1,0 |
        | -1,0 | -1,1 |
        | -1,1 | 0,1  |
        | 0,1  | 1,0  |

    Example: A road extends the network to the edges that share a corner with it
      Given player 0 has a road between 0,1 and 1,0
      When player 0 uses action area D
      And player 0 pays the hand cost with 1 card
      And player 0 places a road between 1,0 and 1,1
      Then player 0 has a road between 1,0 and 1,1

    Example: A road extends the network along the rim of the board
      Given player 0 has a road between 0,1 and 1,0
      And player 0 has a road between 0,1 and 1,1
      When player 0 uses action area D
      And player 0 pays the hand cost with 1 card
      And player 0 places a road between 0,1 and 0,2
      Then player 0 has a road between 0,1 and 0,2

    Example: An edge touching no road and no capital edge is refused
      When player 0 uses action area D
      And player 0 pays the hand cost with 1 card
      And player 0 places a road between 1,0 and 2,0
      Then the action is refused because of SL-9.2.2

  @SL-9.2.1
  Rule: A road goes on an edge of the player's own board

    Example: A road on the rim of the board, beside one of its hexes, is on the board
      Given player 0 has a road between 2,0 and 3,0
      Then player 0 has 1 road on the map

    Example: An edge between two hexes off the board is refused
      When player 0 uses action area D
      And player 0 pays the hand cost with 1 card
      And player 0 places a road between 5,5 and 5,6
      Then the action is refused because of SL-9.2.1

  @SL-9.2.7
  Rule: No road on an edge that holds one

    Example: A second road on the same edge is refused
      Given player 0 has a road between 0,0 and 1,0
      When player 0 uses action area D
      And player 0 pays the hand cost with 1 card
      And player 0 places a road between 0,0 and 1,0
      Then the action is refused because of SL-9.2.7

  @SL-9.2.5 @SL-9.2.4
  Rule: Roads of one effect are placed one at a time and need not connect

    Example: Two roads on opposite sides of the capital
      When player 0 uses action area D
      And player 0 pays the hand cost with 1 card
      And player 0 places a road between 0,0 and 1,0
      And player 0 places a road between -1,0 and 0,0
      Then player 0 has 2 roads on the map
      And player 0 is asked to place a road

  @SL-9.2.6
  Rule: Up to three roads lets the player stop at any point

    Example: Stopping after one road
      When player 0 uses action area D
      And player 0 pays the hand cost with 1 card
      And player 0 places a road between 0,0 and 1,0
      And player 0 stops
      Then player 0 has 1 road on the map
      And player 0 may end the turn

  @SL-9.2.8
  Rule: A road with no legal edge is lost

    Example: A board without a capital or a road takes no road
      Given player 0's map board is:
        | hex | terrain | placement icon |
        | 1,0 | wheat   |                |
        | 2,0 | wheat   |                |
      When player 0 uses action area D
      And player 0 pays the hand cost with 1 card
      Then player 0 may end the turn
      And player 0 has 0 roads on the map
      And player 0 has 0 wood

  @SL-9.5.1 @SL-9.5.3
  Rule: A road on an edge of a face-up tile's hex flips it at once

    Example: The road flips the tile and pays its bonus
      Given player 0 has a face-up wheat-gold tile on hex 1,0
      When player 0 uses action area D
      And player 0 pays the hand cost with 1 card
      And player 0 places a road between 0,0 and 1,0
      Then hex 1,0 of player 0 holds a flipped wheat-gold tile
      And player 0 has 2 gold

    Example: A road meeting the hex only at a corner flips nothing
      Given player 0 has a face-up wheat-gold tile on hex 1,0
      When player 0 uses action area D
      And player 0 pays the hand cost with 1 card
      And player 0 places a road between 0,0 and 0,1
      Then hex 1,0 of player 0 holds a face-up wheat-gold tile
      And player 0 has 0 gold

  @SL-9.5.2
  Rule: A tile placed next to a road is flipped at once

    Example: The tile arrives on a hex with a road and flips
      Given player 0 has a road between 0,0 and 1,0
      When player 0 uses action area A
      And player 0 pays the hand cost with 1 card
      And player 0 places the wheat-gold tile on hex 1,0
      Then hex 1,0 of player 0 holds a flipped wheat-gold tile
      And player 0 has 2 gold

  @SL-9.5.4
  Rule: A regular tile's flipped side raises a track

    Example: A mine tile raises the wheat income
      Given player 0 has a face-up mine-wheat tile on hex 0,-1
      When player 0 uses action area D
      And player 0 pays the hand cost with 1 card
      And player 0 places a road between 0,-1 and 0,0
      Then player 0's income of wheat is 1

  @SL-9.5.5
  Rule: A flipped tile is never flipped again

    Example: Another road next to a flipped tile pays nothing
      Given player 0 has a flipped wheat-gold tile on hex 1,0
      When player 0 uses action area D
      And player 0 pays the hand cost with 1 card
      And player 0 places a road between 0,0 and 1,0
      Then player 0 has 0 gold
      And hex 1,0 of player 0 holds a flipped wheat-gold tile

    Example: A bonus flip of a tile already flipped is refused
      Given player 0's map board is:
        | hex  | terrain | placement icon           |
        | 0,0  | capital |                          |
        | 1,0  | wheat   |                          |
        | 2,0  | wheat   | a flip of 1 face-up tile |
      And player 0 has a flipped wheat-gold tile on hex 1,0
      When player 0 uses action area A
      And player 0 pays the hand cost with 1 card
      And player 0 places the wheat-wood tile on hex 2,0
      And player 0 flips the tile on hex 1,0
      Then the action is refused because of SL-9.5.5

  @SL-9.5.6 @SL-9.5.7
  Rule: One road next to two face-up tiles flips both, in the order the player picks

    Example: The player is asked which flip comes first
      Given player 0 has a face-up wheat-gold tile on hex 1,0
      And player 0 has a face-up forest-road tile on hex 1,-1
      When player 0 uses action area D
      And player 0 pays the hand cost with 1 card
      And player 0 places a road between 1,-1 and 1,0
      Then player 0 chooses what resolves first among:
        | choice               |
        | the flip of hex 1,0  |
        | the flip of hex 1,-1 |

    Example: The first flip resolves fully before the second
      Given player 0 has a face-up wheat-gold tile on hex 1,0
      And player 0 has a face-up forest-road tile on hex 1,-1
      When player 0 uses action area D
      And player 0 pays the hand cost with 1 card
      And player 0 places a road between 1,-1 and 1,0
      And player 0 resolves the flip of hex 1,-1 first
      Then player 0 is asked to place a road
      And hex 1,0 of player 0 holds a face-up wheat-gold tile
      And player 0 has 0 gold

    Example: After the first flip's bonus the second tile flips
      Given player 0 has a face-up wheat-gold tile on hex 1,0
      And player 0 has a face-up forest-road tile on hex 1,-1
      When player 0 uses action area D
      And player 0 pays the hand cost with 1 card
      And player 0 places a road between 1,-1 and 1,0
      And player 0 resolves the flip of hex 1,-1 first
      And player 0 stops
      Then hex 1,0 of player 0 holds a flipped wheat-gold tile
      And player 0 has 2 gold
      And player 0 is asked to place a road

  @SL-9.5.7
  Rule: A flip during an effect resolves before the effect goes on

    Example: The flip bonus arrives before the second road
      Given player 0 has a face-up wheat-gold tile on hex 1,0
      When player 0 uses action area D
      And player 0 pays the hand cost with 1 card
      And player 0 places a road between 0,0 and 1,0
      Then player 0 has 2 gold
      And player 0 is asked to place a road

  @SL-9.5.8 @SL-9.4.3
  Rule: A flip without a road gives the same bonus as one with a road

    Example: A bonus that flips a tile of the player's choice
      Given player 0's map board is:
        | hex  | terrain | placement icon           |
        | 0,0  | capital |                          |
        | 1,0  | wheat   |                          |
        | 2,0  | wheat   | a flip of 1 face-up tile |
      And player 0 has a face-up wheat-gold tile on hex 1,0
      When player 0 uses action area A
      And player 0 pays the hand cost with 1 card
      And player 0 places the wheat-wood tile on hex 2,0
      Then player 0 may flip exactly the tiles on 1,0 and 2,0

    Example: The chosen tile flips and pays its bonus
      Given player 0's map board is:
        | hex  | terrain | placement icon           |
        | 0,0  | capital |                          |
        | 1,0  | wheat   |                          |
        | 2,0  | wheat   | a flip of 1 face-up tile |
      And player 0 has a face-up wheat-gold tile on hex 1,0
      When player 0 uses action area A
      And player 0 pays the hand cost with 1 card
      And player 0 places the wheat-wood tile on hex 2,0
      And player 0 flips the tile on hex 1,0
      Then hex 1,0 of player 0 holds a flipped wheat-gold tile
      And player 0 has 2 gold
      And hex 2,0 of player 0 holds a face-up wheat-wood tile

    Example: A flip of 1 tile asks for no second flip while face-up tiles remain
      Given player 0's map board is:
        | hex  | terrain | placement icon           |
        | 0,0  | capital |                          |
        | 1,0  | wheat   |                          |
        | 2,0  | wheat   | a flip of 1 face-up tile |
      And player 0 has a face-up wheat-gold tile on hex 1,0
      When player 0 uses action area A
      And player 0 pays the hand cost with 1 card
      And player 0 places the wheat-wood tile on hex 2,0
      And player 0 flips the tile on hex 1,0
      Then player 0 may end the turn
      And hex 2,0 of player 0 holds a face-up wheat-wood tile

  @SL-9.4.3
  Rule: A placement icon pays only when the tile is placed

    Example: Flipping the tile on an icon hex does not pay the icon again
      Given player 0 has a face-up wheat-wood tile on hex 2,0
      And player 0 has a road between 1,0 and 2,-1
      When player 0 uses action area D
      And player 0 pays the hand cost with 1 card
      And player 0 places a road between 1,0 and 2,0
      Then hex 2,0 of player 0 holds a flipped wheat-wood tile
      And player 0 has 0 gold
      And player 0 has 1 wood

  @SL-9.7.1 @SL-9.7.4
  Rule: An extra draw area activates with a tile next to it and a road on its border

    Example: The road on the area's border completes it and draws a card
      Given player 0 has a flipped wheat-gold tile on hex 1,0
      And player 0 has a road between 0,1 and 1,0
      And the citizen deck holds 3 cards
      When player 0 uses action area D
      And player 0 pays the hand cost with 1 card
      And player 0 places a road between 1,0 and 1,1
      Then player 0 has activated the extra draw area north
      And player 0 holds 3 cards

    Example: A road on the border without a tile next to the area is not enough
      Given player 0 has a road between 0,1 and 1,0
      And the citizen deck holds 3 cards
      When player 0 uses action area D
      And player 0 pays the hand cost with 1 card
      And player 0 places a road between 1,0 and 1,1
      Then player 0 has not activated the extra draw area north
      And player 0 holds 2 cards

  @SL-9.7.2
  Rule: A road touching the area only at a corner does not count

    Example: The corner road leaves the area inactive
      Given player 0 has a flipped wheat-gold tile on hex 1,0
      And the citizen deck holds 3 cards
      When player 0 uses action area D
      And player 0 pays the hand cost with 1 card
      And player 0 places a road between 0,1 and 1,0
      Then player 0 has not activated the extra draw area north
      And player 0 holds 2 cards

  @SL-9.7.3
  Rule: The area activates as soon as both conditions hold, in either order

    Example: The tile completes an area whose road is already there
      Given player 0 has a road between 1,0 and 1,1
      And the citizen deck holds 3 cards
      When player 0 uses action area A
      And player 0 pays the hand cost with 1 card
      And player 0 places the wheat-gold tile on hex 0,1
      Then player 0 has activated the extra draw area north
      And player 0 holds 3 cards

  @SL-9.5.6a @SL-9.7.3 @SL-9.5.2
  Rule: A tile that both flips and completes an area lets the player order the two

    Example: The player is asked which comes first
      Given player 0 has a road between 0,1 and 1,1
      And the citizen deck holds 3 cards
      When player 0 uses action area A
      And player 0 pays the hand cost with 1 card
      And player 0 places the wheat-gold tile on hex 0,1
      Then player 0 chooses what resolves first among:
        | choice                    |
        | the flip of hex 0,1       |
        | the extra draw area north |

    Example: Both resolve after the choice
      Given player 0 has a road between 0,1 and 1,1
      And the citizen deck holds 3 cards
      When player 0 uses action area A
      And player 0 pays the hand cost with 1 card
      And player 0 places the wheat-gold tile on hex 0,1
      And player 0 resolves the extra draw area north first
      Then player 0 has activated the extra draw area north
      And hex 0,1 of player 0 holds a flipped wheat-gold tile
      And player 0 has 2 gold
      And player 0 holds 3 cards

  @SL-9.7.6
  Rule: An extra draw area activates only once

    Example: Another road on its border draws nothing
      Given player 0 has a flipped wheat-gold tile on hex 1,0
      And player 0 has a road between 0,1 and 1,0
      And player 0 has activated the extra draw area north
      And the citizen deck holds 3 cards
      When player 0 uses action area D
      And player 0 pays the hand cost with 1 card
      And player 0 places a road between 1,0 and 1,1
      Then player 0 holds 2 cards

  @SL-9.7.7 @SL-9.5.6a
  Rule: Each area a placement activates gives its own card

    Example: One tile next to two areas draws two cards and pays its icon
      Given player 0's map board has the extra draw area east at 3,0
      And player 0 has a flipped forest-iron tile on hex 2,-1
      And player 0 has a road between 1,0 and 1,1
      And player 0 has a road between 3,-1 and 3,0
      And the citizen deck holds 5 cards
      When player 0 uses action area A
      And player 0 pays the hand cost with 1 card
      And player 0 places the wheat-wood tile on hex 2,0
      Then player 0 chooses what resolves first among:
        | choice                        |
        | the placement icon of hex 2,0 |
        | the extra draw area north     |
        | the extra draw area east      |

    Example: All three resolve, one after the other
      Given player 0's map board has the extra draw area east at 3,0
      And player 0 has a flipped forest-iron tile on hex 2,-1
      And player 0 has a road between 1,0 and 1,1
      And player 0 has a road between 3,-1 and 3,0
      And the citizen deck holds 5 cards
      When player 0 uses action area A
      And player 0 pays the hand cost with 1 card
      And player 0 places the wheat-wood tile on hex 2,0
      And player 0 resolves the extra draw area east first
      And player 0 resolves the placement icon of hex 2,0 first
      Then player 0 has activated the extra draw area north
      And player 0 has activated the extra draw area east
      And player 0 holds 4 cards
      And player 0 has 3 gold

  @SL-9.7.5 @SL-5.5.3
  Rule: Each active extra draw area adds a card to every later income draw

    Example: The income phase draws one more card
      Given player 0 has activated the extra draw area north
      And player 1 holds 1 card
      And the citizen deck holds 20 cards
      And the income phase of round 3 is next
      When the round begins
      Then player 0 holds 9 cards
      And player 1 holds 6 cards

    Example: An area activated earlier in the same income counts in its draw
      Given player 0 has a flipped wheat-gold tile on hex 1,0
      And player 0 has a road between 0,1 and 1,0
      And player 0's round aid token is on space 0
      And above round aid space 0 lies the standard aid tile to place 1 road
      And player 1 holds 1 card
      And the citizen deck holds 20 cards
      And the income phase of round 3 is next
      When the round begins
      And player 0 places a road between 1,0 and 1,1
      Then player 0 has activated the extra draw area north
      And player 0 holds 10 cards

  @SL-9.4.2
  Rule: A skill tile icon under a placed terrain tile gives 1 skill tile

    Background:
      Given player 0's map board is:
        | hex | terrain | placement icon |
        | 0,0 | capital |                |
        | 1,0 | wheat   | 1 skill tile   |
        | 0,1 | wheat   |                |
      And the skill tiles are:
        | tile   | timing | ability | trigger | left |
        | gilded | flip   | 8 gold  |         | 3    |
        | woody  | flip   | 2 wood  |         | 3    |

    Example: Covering the icon offers the skill tiles
      When player 0 uses action area A
      And player 0 pays the hand cost with 1 card
      And player 0 places the wheat-gold tile on hex 1,0
      Then player 0 may take exactly the skill tiles gilded and woody

    Example: The tile taken is the player's
      When player 0 uses action area A
      And player 0 pays the hand cost with 1 card
      And player 0 places the wheat-gold tile on hex 1,0
      And player 0 takes skill tile woody
      Then player 0 holds the face-up skill tile woody
      And 2 tiles of skill tile woody are left

    Example: A hex without the icon gives no skill tile
      When player 0 uses action area A
      And player 0 pays the hand cost with 1 card
      And player 0 places the wheat-gold tile on hex 0,1
      Then player 0 is asked to place a terrain tile
      And player 0 holds 0 skill tiles

  @SL-9.8.2
  Rule: The printed capital hex bonus is one step on one income track or on one prosperity track

    Example: Every player's capital hex in a new game gives that choice
      Given a new 2-player game is set up from seed 3
      When the setup choices are made
      Then every player's capital hex gives 1 step on one income track or 1 step on one prosperity track
