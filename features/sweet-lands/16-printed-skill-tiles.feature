Feature: The printed skill tiles
  What each of the 12 regular kinds and the 14 advanced skill tiles does
  (chapter 16, sections 16.4 and 16.5). The tiles are the printed ones, named by
  their set and number (regular tile 6 is skill_6, advanced tile A4 is
  advanced_4); where the seeds give no amount (A1 and A2 per city and per port)
  the scenario writes the tile itself with 1 VP each, so only what the rule
  says is checked. Tracks, maps and areas are set by each scenario.

  Background:
    Given a 2-player game in round 2
    And it is player 0's turn
    And player 0 holds 1 card
    And player 0's round aid token is on space 0
    And the citizen cards are:
      | card  | kind      | cost | tags   | industry tag | ability      |
      | Tutor | immediate | 0    | tart   | none         | 1 skill tile |
      | Plain | immediate | 0    | tart   | forestry     | 1 gold       |

  @SL-16.4.1
  Rule: Regular tiles 1, 2 and 3 give 3 steps on the prosperity tracks of one colour

    Scenario Outline: Regular tile <tile> steps only on the <colour> tracks
      Given the prosperity tracks are six plain tracks of 9 spaces
      And the stack of skill tile <tile> holds 3 tiles
      And player 0 holds the citizen card Tutor
      When player 0 plays the card Tutor
      And player 0 takes skill tile <tile>
      Then player 0 may move the markers on exactly <tracks>

      Examples:
        | tile    | colour | tracks              |
        | skill_1 | orange | track_1 and track_2 |
        | skill_2 | green  | track_3 and track_4 |
        | skill_3 | grey   | track_5 and track_6 |

    Example: Three steps in all, split as the player likes, and no more
      Given the prosperity tracks are six plain tracks of 9 spaces
      And the stack of skill tile skill_2 holds 3 tiles
      And player 0 holds the citizen card Tutor
      When player 0 plays the card Tutor
      And player 0 takes skill tile skill_2
      And player 0 moves a prosperity marker on track 3
      And player 0 moves a prosperity marker on track 4
      And player 0 moves a prosperity marker on track 3
      Then player 0's prosperity markers have advanced 0, 0, 2, 1, 0, 0
      And player 0 may end the turn

  @SL-16.4.4
  Rule: Regular tile 6 scores by the industry points of the pass

    Background:
      Given the industry track is:
        | space | carriage bonus | locomotive bonus | industry points |
        | 1     |                |                  |                 |
        | 2     |                |                  | 2               |
        | 3     |                |                  | 2               |
        | 4     |                |                  | 2               |
        | 5     |                |                  | 2               |
        | 6     |                |                  | 2               |
      And player 0 holds the face-up skill tile skill_6

    Scenario Outline: <points> industry points at the pass score <vp>
      Given player 0's carriage is on space <space>
      When player 0 passes
      Then player 0 has <points> industry points
      And player 0 has <vp> victory points

      Examples:
        | space | points | vp |
        | 1     | 0      | 0  |
        | 2     | 2      | 3  |
        | 3     | 4      | 5  |
        | 4     | 6      | 7  |
        | 5     | 8      | 10 |
        | 6     | 10     | 10 |

    Example: Industry points of earlier passes do not count
      Given player 0's carriage is on space 2
      And player 0 has 8 industry points
      When player 0 passes
      Then player 0 has 10 industry points
      And player 0 has 3 victory points

  @SL-16.4.5
  Rule: Regular tile 6 counts the industry points of the character's pass ability too

    Example: 2 from the character and 2 from the track make 4
      Given the industry track is:
        | space | carriage bonus | locomotive bonus | industry points |
        | 1     |                |                  |                 |
        | 2     |                |                  | 2               |
      And player 0 holds the face-up skill tile skill_6
      And player 0's carriage is on space 2
      And player 0's character gives 2 industry points at each pass
      When player 0 passes
      Then player 0 has 4 industry points
      And player 0 has 5 victory points

    Example: A pass ability of two parts gives tile 6 both of its industry points
      Given the industry track is:
        | space | carriage bonus | locomotive bonus | industry points |
        | 1     |                |                  |                 |
        | 2     |                |                  |                 |
      And player 0 holds the face-up skill tile skill_6
      And player 0's carriage is on space 1
      And player 0 has placed the clock tower on a hex of its own
      And player 0's clock tower gives 1 industry point, then 1 industry point at each pass
      And player 0 has 0 industry points
      And player 0 has 0 victory points
      When player 0 passes
      Then player 0 has 2 industry points
      And player 0 has 3 victory points

  @SL-16.4.9 @SL-16.4.10
  Rule: Regular tile 10 scores 2 VP for every property placed, the clock tower too

    Background:
      Given player 0's map board is:
        | hex | terrain |
        | 0,0 | capital |
        | 1,0 | wheat   |
        | 2,0 | wheat   |
      And the terrain tiles in the supply are:
        | tile  | terrain | flipped side |
        | plain | wheat   | nothing      |
      And the property tokens are:
        | token       | kind        | order | cost    |
        | tent_1      | tent        | 1     | nothing |
        | tent_2      | tent        | 2     | nothing |
        | clock_tower | clock tower | 1     | nothing |
      And player 0 has flipped plain tiles on 1,0 and 2,0
      And player 0 holds the face-up skill tile skill_10
      And player 0 holds 3 cards
      And action area E has 3 action spaces

    Example: Two properties placed in one action score 4
      When player 0 uses action area E
      And player 0 pays the hand cost with 1 card
      And player 0 places tent_1 on hex 1,0
      And player 0 places tent_2 on hex 2,0
      Then player 0 has 4 victory points

    Example: Placing the clock tower scores 2
      Given player 0's character needs 1 property for the clock tower
      And player 0 has placed tent_1 on hex 1,0
      When player 0 places the clock tower on hex 2,0
      Then player 0 has 2 victory points

  @SL-16.4.11
  Rule: Regular tile 11 scores 3 VP for every cookie rabbit placed

    Example: A cookie rabbit from a card scores 3
      Given player 0's map board is:
        | hex | terrain |
        | 0,0 | capital |
      And the property tokens are:
        | token  | kind | order | cost    |
        | tent_1 | tent | 1     | nothing |
      And player 0 has placed tent_1 on hex 0,0
      And the food track is:
        | space | bonus |
        | 0     |       |
        | 1     |       |
      And the cookie rabbits above the food track are:
        | rabbit | column | bonus |
        | 1      | 1      |       |
      And player 0's food marker is on space 1
      And the citizen cards are:
        | card   | kind      | cost | tags | industry tag | ability        |
        | Burrow | immediate | 0    | tart | none         | a cookie rabbit |
      And player 0 holds the face-up skill tile skill_11
      And player 0 holds the citizen card Burrow
      When player 0 plays the card Burrow
      And player 0 places the cookie rabbit on hex 0,0
      Then player 0 has 3 victory points

  @SL-16.5.2 @requires:advanced_skill_tiles
  Rule: A1 scores for each city on the player's map board

    Example: Two cities score twice the tile's amount
      Given the skill tiles are:
        | tile       | set      | timing | ability      | trigger |
        | advanced_1 | advanced | pass   | 1 VP per city |        |
      And player 0 holds the face-up skill tile advanced_1
      And player 0 has 2 separate cities of a tent, a house and a building each
      When player 0 passes
      Then player 0 has 2 victory points

  @SL-16.5.3 @requires:advanced_skill_tiles
  Rule: A2 scores for each connected port

    Example: One connected port of two scores once
      Given the skill tiles are:
        | tile       | set      | timing | ability                | trigger |
        | advanced_2 | advanced | pass   | 1 VP per connected port |        |
      And player 0's map board is:
        | hex  | terrain |
        | 0,0  | capital |
        | 1,0  | wheat   |
        | 2,0  | wheat   |
        | -1,0 | wheat   |
        | -2,0 | wheat   |
      And the terrain tiles in the supply are:
        | tile  | terrain | flipped side |
        | plain | wheat   | nothing      |
      And player 0's map board has the port east at hex 2,0
      And player 0's map board has the port west at hex -2,0
      And player 0 has face-up plain tiles on 1,0, 2,0 and -2,0
      And player 0 holds the face-up skill tile advanced_2
      When player 0 passes
      Then player 0 has 1 victory point

  @SL-16.5.4 @requires:advanced_skill_tiles
  Rule: A3 scores 2 VP per sweets tag of the kind held most

    Example: Three tarts beat two brownies
      Given the citizen cards are:
        | card  | kind      | cost | tags            | industry tag |
        | Tart  | immediate | 0    | tart            | none         |
        | Duo   | immediate | 0    | brownie, tart   | mining       |
        | Fudge | immediate | 0    | brownie         | none         |
      And player 0 has played the citizen cards Tart, Tart and Fudge
      And player 0's mining column holds Duo
      And player 0 holds the face-up skill tile advanced_3
      When player 0 passes
      Then player 0 has 6 victory points

  @SL-16.5.5 @requires:advanced_skill_tiles
  Rule: A4 pays 4 iron, then advances up to 3 steps on the industry track

    Background:
      Given the industry track is:
        | space | carriage bonus | locomotive bonus | industry points |
        | 1     |                |                  |                 |
        | 2     |                |                  |                 |
        | 3     |                |                  |                 |
        | 4     |                |                  |                 |
        | 5     |                |                  |                 |
      And player 0's carriage is on space 1
      And player 0 holds the face-up skill tile advanced_4

    Example: Three steps after paying the iron
      Given player 0 has 5 iron
      When player 0 uses the flip ability of skill tile advanced_4
      And player 0 moves the carriage
      And player 0 moves the carriage
      And player 0 moves the carriage
      Then player 0 has 1 iron
      And player 0's carriage is on space 4
      And player 0 may end the turn

    Example: The player may stop after one step
      Given player 0 has 4 iron
      When player 0 uses the flip ability of skill tile advanced_4
      And player 0 moves the carriage
      Then player 0 may stop

    Example: Three iron are not enough
      Given player 0 has 3 iron
      Then player 0 may use the flip ability of exactly the skill tiles none

  @SL-16.5.6 @requires:advanced_skill_tiles
  Rule: A5 pays 4 wheat, then offers a food step and then a cookie rabbit

    Background:
      Given the food track is:
        | space | bonus |
        | 0     |       |
        | 1     |       |
        | 2     |       |
      And the cookie rabbits above the food track are:
        | rabbit | column | bonus |
        | 1      | 1      |       |
      And player 0's map board is:
        | hex | terrain |
        | 0,0 | capital |
      And the property tokens are:
        | token  | kind | order | cost    |
        | tent_1 | tent | 1     | nothing |
      And player 0 has placed tent_1 on hex 0,0
      And player 0 holds the face-up skill tile advanced_5
      And player 0 has 4 wheat

    Example: The wheat is paid and the food step is offered first
      When player 0 uses the flip ability of skill tile advanced_5
      Then player 0 has 0 wheat
      And player 0 is asked whether to resolve the optional part
      And player 0's food marker is on space 0

    Example: The food step unlocks the cookie rabbit placed next
      When player 0 uses the flip ability of skill tile advanced_5
      And player 0 accepts the optional part
      And player 0 accepts the optional part
      And player 0 places the cookie rabbit on hex 0,0
      Then player 0's food marker is on space 1
      And player 0 has cookie rabbits on 0,0

    Example: The food step may be left out and the cookie rabbit still taken
      Given player 0's food marker is on space 1
      When player 0 uses the flip ability of skill tile advanced_5
      And player 0 declines the optional part
      And player 0 accepts the optional part
      And player 0 places the cookie rabbit on hex 0,0
      Then player 0's food marker is on space 1
      And player 0 has cookie rabbits on 0,0

  @SL-16.5.7 @requires:advanced_skill_tiles
  Rule: A6 raises the gold income by 5

    Example: The gold income goes from 2 to 7
      Given player 0 has an income of 2 gold
      And player 0 holds the face-up skill tile advanced_6
      When player 0 uses the flip ability of skill tile advanced_6
      Then player 0's income of gold is 7

  @SL-16.5.8 @requires:advanced_skill_tiles
  Rule: A7 places up to 1 terrain tile and up to 1 road, in the order the player chooses

    Background:
      Given player 0's map board is:
        | hex | terrain |
        | 0,0 | capital |
        | 1,0 | wheat   |
        | 2,0 | wheat   |
      And the terrain tiles in the supply are:
        | tile  | terrain | flipped side |
        | plain | wheat   | nothing      |
      And player 0 holds the face-up skill tile advanced_7

    Example: The road may come first
      When player 0 uses the flip ability of skill tile advanced_7
      And player 0 resolves the second part first
      And player 0 places a road between 0,0 and 1,0
      And player 0 places the plain tile on hex 1,0
      Then player 0 has 1 road on the map
      And player 0 has 1 terrain tile on the map

    Example: Each part may be left out
      When player 0 uses the flip ability of skill tile advanced_7
      And player 0 resolves the first part first
      And player 0 stops
      And player 0 stops
      Then player 0 has 0 terrain tiles on the map
      And player 0 has 0 roads on the map
      And player 0 may end the turn

    Example: Only one terrain tile
      When player 0 uses the flip ability of skill tile advanced_7
      And player 0 resolves the first part first
      And player 0 places the plain tile on hex 1,0
      Then player 0 is asked to place a road

  @SL-16.5.9 @SL-16.3.5 @requires:advanced_skill_tiles
  Rule: A8 draws 2 citizen cards, then discards 1

    Example: Two drawn, one discarded, although the hand held a single card
      Given the citizen deck holds the cards Plain, Plain and Plain
      And player 0 holds the face-up skill tile advanced_8
      When player 0 uses the flip ability of skill tile advanced_8
      Then player 0 holds 3 cards
      And player 0 is asked to discard 1 card
      When player 0 discards their lowest card
      Then player 0 holds 2 cards
      And the discard pile holds the cards Plain

  @SL-16.5.10 @requires:advanced_skill_tiles
  Rule: A9 scores victory points equal to every rise of the gold income

    Example: A rise of 3 scores 3
      Given the citizen cards are:
        | card   | kind      | cost | tags | industry tag | ability            |
        | Mint   | immediate | 0    | tart | none         | +3 gold income     |
        | Mill   | immediate | 0    | tart | none         | +2 wheat income    |
      And player 0 holds the face-up skill tile advanced_9
      And player 0 holds the citizen card Mint
      When player 0 plays the card Mint
      Then player 0 has 3 victory points

    Example: Another income rising scores nothing
      Given the citizen cards are:
        | card   | kind      | cost | tags | industry tag | ability            |
        | Mill   | immediate | 0    | tart | none         | +2 wheat income    |
      And player 0 holds the face-up skill tile advanced_9
      And player 0 holds the citizen card Mill
      When player 0 plays the card Mill
      Then player 0 has 0 victory points

  @SL-16.5.11 @requires:advanced_skill_tiles
  Rule: A10 lowers any card's cost by 1 gold per brownie tag held, the card's own tags excluded

    Background:
      Given the citizen cards are:
        | card   | kind      | cost | tags    | industry tag | ability |
        | Fudge  | immediate | 0    | brownie | none         | 1 gold  |
        | Pricey | immediate | 4    | brownie | none         | 1 wood  |
      And player 0 has played the citizen cards Fudge and Fudge
      And player 0 holds the citizen card Pricey

    Example: Two brownie tags take 2 gold off a card without its own reduction
      Given player 0 holds the face-up skill tile advanced_10
      And player 0 has 2 gold
      When player 0 plays the card Pricey
      Then player 0 has 0 gold
      And player 0 has 1 wood

    Example: Without the tile the full cost is due
      Given player 0 has 2 gold
      Then player 0 may play exactly the cards Plain

    Example: The card's own brownie tag does not count
      Given player 0 holds the face-up skill tile advanced_10
      And player 0 has 1 gold
      Then player 0 may play exactly the cards Plain

    Example: A card with its own brownie reduction is not reduced twice
      Given the citizen cards are:
        | card  | kind      | cost | tags | industry tag | ability | brownie reduction |
        | Cocoa | immediate | 4    | tart | none         | 1 iron  | yes               |
      And player 0 holds the citizen card Cocoa
      And player 0 holds the face-up skill tile advanced_10
      And player 0 has 3 gold
      When player 0 plays the card Cocoa
      Then player 0 has 1 gold
      And player 0 has 1 iron

  @SL-16.5.12 @SL-16.5.13 @requires:advanced_skill_tiles
  Rule: A11 raises every column's limit by 1, and on taking it draws a card and may automate one for free

    Background:
      Given the citizen cards are:
        | card | kind      | cost | tags | industry tag | ability |
        | Gear | immediate | 0    | tart | mining       | 5 gold  |
      And the advanced skill tiles beside the board are advanced_11
      And the citizen deck holds the cards Gear
      And player 0 holds the citizen card Tutor
      And player 0 has 1 diamond

    Example: The card drawn may be automated for free, without its ability
      When player 0 plays the card Tutor
      And player 0 takes the advanced skill tile advanced_11
      And player 0 automates the card Gear from the hand into the mining column
      Then player 0's mining column holds Gear
      And player 0 has 0 gold
      And player 0 has 0 diamonds

    Example: The automation may be declined
      When player 0 plays the card Tutor
      And player 0 takes the advanced skill tile advanced_11
      And player 0 stops
      Then player 0 holds 2 cards
      And player 0's mining column holds none
      And player 0 may end the turn

  @SL-16.5.12 @requires:advanced_skill_tiles
  Rule: With A11 a column at its limit takes one more card

    Example: A column at its limit takes another card
      Given the citizen cards are:
        | card | kind      | cost | tags | industry tag | ability |
        | Gear | immediate | 0    | tart | mining       | 5 gold  |
      And player 0's mining column holds Gear
      And player 0 holds the face-up skill tile advanced_11
      And player 0 holds the citizen card Gear
      And player 0 has 1 diamond
      When player 0 plays the card Gear
      Then player 0 may automate the card into exactly the mining columns

    Example: Without A11 the full column takes none
      Given the citizen cards are:
        | card | kind      | cost | tags | industry tag | ability |
        | Gear | immediate | 0    | tart | mining       | 5 gold  |
      And player 0's mining column holds Gear
      And player 0 holds the citizen card Gear
      And player 0 has 1 diamond
      When player 0 plays the card Gear
      Then player 0 is not offered to automate the card

  @SL-16.5.14 @requires:advanced_skill_tiles
  Rule: A12 scores 2 VP for every citizen card played

    Example: A card played scores 2
      Given player 0 holds the face-up skill tile advanced_12
      And player 0 holds the citizen cards Plain and Plain
      When player 0 plays the card Plain
      And player 0 ends the turn
      Then player 0 has 2 victory points

  @SL-16.5.15 @SL-16.5.16 @requires:advanced_skill_tiles
  Rule: A13 makes area D cost 3 wood and A14 makes area A cost 4 wheat

    Background:
      Given player 0's map board is:
        | hex | terrain |
        | 0,0 | capital |
        | 1,0 | wheat   |
      And the terrain tiles in the supply are:
        | tile  | terrain | flipped side |
        | plain | wheat   | nothing      |
      And player 0 holds 3 cards
      And action area A has 3 action spaces
      And action area D has 3 action spaces

    Example: Area D for 3 wood with A13
      Given player 0 holds the face-up skill tile advanced_13
      And player 0 has 5 wood
      When player 0 uses action area D
      And player 0 pays the hand cost with 1 card
      Then player 0 has 2 wood

    Example: Without A13, 3 wood do not open area D
      Given player 0 has 3 wood
      When player 0 uses action area D
      Then the action is refused because of SL-8.2.6

    Example: Area A for 4 wheat with A14
      Given player 0 holds the face-up skill tile advanced_14
      And player 0 has 5 wheat
      When player 0 uses action area A
      And player 0 pays the hand cost with 1 card
      Then player 0 has 1 wheat

    Example: A14 does not change area D
      Given player 0 holds the face-up skill tile advanced_14
      And player 0 has 5 wood
      When player 0 uses action area D
      Then the action is refused because of SL-8.2.6

  @SL-16.5.17 @requires:advanced_skill_tiles
  Rule: A13 and A14 lower the cost of a copy made through area L

    Example: Area L copies area D for 3 wood with A13
      Given action area L has 1 action space
      And action area L costs 4 gold and copies basic areas
      And action area D has 3 action spaces, the first 3 occupied
      And player 0 holds the face-up skill tile advanced_13
      And player 0 holds 3 cards
      And player 0 has 4 gold
      And player 0 has 3 wood
      When player 0 uses action area L
      And player 0 pays the hand cost with 1 card
      And player 0 copies action area D
      Then player 0 has 0 wood
      And player 0 has 0 gold
