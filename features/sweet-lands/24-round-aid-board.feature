Feature: The round aid board across rounds
  How many round aid tiles a game lays out, the terrain tile that the first
  standard aid tile effect places, and how the space a token moves to at a
  pass decides what its owner receives next (chapter 24, sections 24.1, 24.3
  and 24.5). The printed tiles used here are sourced; only how many copies of
  each exist is provisional.

  @SL-24.1.2 @SL-3.3.2 @SL-3.3.3
  Rule: The number of standard and pass aid tiles laid out follows the player count

    Scenario Outline: <players> players see <standard> standard and <passes> pass aid tiles
      Given a new <players>-player game with seed 17
      Then the round aid board shows <standard> standard aid tiles and <passes> pass aid tiles

      Examples:
        | players | standard | passes |
        | 2       | 8        | 2      |
        | 3       | 9        | 3      |
        | 4       | 11       | 3      |

  @SL-24.3.2 @SL-24.3.2a
  Rule: The terrain tile of a standard aid tile follows the placement rules and must be placed when it can

    Background:
      Given a 2-player game in round 2
      And player 0 holds 2 cards
      And player 1 holds 2 cards
      And player 0's round aid token is on space 0
      And player 1's round aid token is on space 2
      And the terrain tiles in the supply are:
        | tile  | terrain | flipped side |
        | field | wheat   | nothing      |
        | water | sea     | nothing      |
      And the printed standard aid tile std_terrain lies above round aid space 0
      And the citizen deck holds 20 cards
      And player 0 has an income of 3 gold
      And the income phase of round 3 is next

    Example: Only the empty hexes next to the capital hex or a tile are offered
      Given player 0's map board is:
        | hex  | terrain |
        | 0,0  | capital |
        | 1,0  | wheat   |
        | 2,0  | wheat   |
        | -1,0 | sea     |
      When the round begins
      Then player 0 may place a terrain tile on exactly 1,0 and -1,0
      And player 0 may place on hex -1,0 exactly the tiles water
      And player 0 may not stop

    Example: A hex out of reach is refused
      Given player 0's map board is:
        | hex  | terrain |
        | 0,0  | capital |
        | 1,0  | wheat   |
        | 2,0  | wheat   |
      When player 0 places the field tile on hex 2,0
      Then the action is refused because of SL-9.3.3

    Example: The tile is placed before the income is collected
      Given player 0's map board is:
        | hex  | terrain |
        | 0,0  | capital |
        | 1,0  | wheat   |
      When player 0 places the field tile on hex 1,0
      Then hex 1,0 of player 0 holds a face-up field tile
      And player 0 has 3 gold

    Example: A tile placed beside a road flips at once for its bonus
      Given player 0's map board is:
        | hex  | terrain |
        | 0,0  | capital |
        | 1,0  | wheat   |
      And the terrain tiles in the supply are:
        | tile | terrain | flipped side |
        | rich | wheat   | 2 gold       |
      And player 0 has a road between 0,0 and 1,0
      When player 0 places the rich tile on hex 1,0
      Then hex 1,0 of player 0 holds a flipped rich tile
      And player 0 has 5 gold

    Example: The placement icon of the hex pays
      Given player 0's map board is:
        | hex  | terrain | placement icon |
        | 0,0  | capital |                |
        | 1,0  | wheat   | 2 wood         |
      When player 0 places the field tile on hex 1,0
      Then player 0 has 2 wood

    Example: Without a legal hex the placement is lost and the income phase goes on
      Given player 0's map board is:
        | hex  | terrain |
        | 0,0  | capital |
        | 1,0  | wheat   |
      And player 0 has a face-up field tile on hex 1,0
      When the round begins
      Then player 0 has 3 gold
      And player 0 has 1 terrain tile on the map

  @SL-24.5.3
  Rule: The space a token moves to decides its owner's next standard and pass aid tiles

    Background:
      Given a 2-player game in round 2
      And it is player 0's turn
      And player 0 holds 1 card
      And player 1 holds 1 card
      And player 1 has already passed
      And player 0's round aid token is on space 0
      And player 1's round aid token is on space 2
      And the citizen deck holds 30 cards

    Example: The next income pays the tile above the new space, not the one left
      Given the printed standard aid tile std_wood_income lies above round aid space 0
      And the printed standard aid tile std_gold_income lies above round aid space 1
      When player 0 passes and moves the round aid token to space 1
      Then round 3 is being played
      And player 0's income of gold is 2
      And player 0's income of wood is 0

    Example: The next pass scores the pass aid tile above the new space
      Given the printed pass aid tile pass_cards lies above round aid space 0
      And the printed pass aid tile pass_income lies above round aid space 1
      And player 0's income is 0 gold, 3 wheat, 2 wood and 4 iron
      When player 0 passes and moves the round aid token to space 1
      And player 0 passes and moves the round aid token to space 0
      Then round 3 is being played
      And player 0 has 2 victory points

  @SL-24.5.5 @requires:solo
  Rule: In the solo game Mio's round aid token takes the space the player has just left

    Example: From another space of the board
      Given a solo game in round 2
      And player 0's round aid token is on space 0
      And Mio's round aid token is on space 2
      When player 0 passes and moves the round aid token to space 3
      Then Mio's round aid token is on space 0
      And player 0's round aid token is on space 3

    Example: From beside the board at the first pass
      Given a solo game in round 1
      And player 0's round aid token is on space 1
      When player 0 passes and moves the round aid token to space 4
      Then Mio's round aid token is on space 1
