Feature: Skill tiles
  A skill tile bonus lets the player take one tile of a kind they do not hold
  from a stack that is not empty; its immediate ability resolves at once, its
  pass ability scores at each pass, its permanent ability applies while held, and
  its flip ability is a main action once per round (chapter 16). The tiles are
  set by the scenario unless it names a printed tile.

  Background:
    Given a 2-player game in round 2
    And it is player 0's turn
    And player 0 holds 1 card
    And player 0's round aid token is on space 0
    And the citizen cards are:
      | card    | kind      | cost | tags | industry tag | ability                     |
      | Tutor   | immediate | 0    | tart | none         | 1 skill tile                |
      | Scholar | immediate | 0    | tart | none         | 1 advanced skill tile       |
      | Foreman | immediate | 0    | tart | none         | an industry bonus of the mining column |
      | Wonder  | immediate | 0    | tart | none         | a wonder icon               |

  @SL-16.1.1 @SL-16.1.4
  Rule: A skill tile bonus takes one tile from a stack that is not empty

    Example: Every kind with tiles left is offered
      Given the skill tiles are:
        | tile   | timing | ability | trigger | left |
        | gilded | flip   | 8 gold  |         | 3    |
        | woody  | flip   | 2 wood  |         | 0    |
        | proud  | pass   | 2 VP    |         | 1    |
      And player 0 holds the citizen card Tutor
      When player 0 plays the card Tutor
      Then player 0 may take exactly the skill tiles gilded and proud

    Example: The tile taken leaves its stack and lies face up
      Given the skill tiles are:
        | tile   | timing | ability | trigger | left |
        | gilded | flip   | 8 gold  |         | 3    |
      And player 0 holds the citizen card Tutor
      When player 0 plays the card Tutor
      And player 0 takes skill tile gilded
      Then player 0 holds the face-up skill tile gilded
      And 2 tiles of skill tile gilded are left

    Example: An empty stack is refused
      Given the skill tiles are:
        | tile   | timing | ability | trigger | left |
        | gilded | flip   | 8 gold  |         | 3    |
        | woody  | flip   | 2 wood  |         | 0    |
      And player 0 holds the citizen card Tutor
      When player 0 plays the card Tutor
      And player 0 takes skill tile woody
      Then the action is refused because of SL-16.1.4

  @SL-16.1.3
  Rule: A player never holds two tiles of the same kind

    Example: A kind already held is refused
      Given the skill tiles are:
        | tile   | timing | ability | trigger | left |
        | gilded | flip   | 8 gold  |         | 3    |
        | proud  | pass   | 2 VP    |         | 3    |
      And player 0 holds the face-up skill tile gilded
      And player 0 holds the citizen card Tutor
      When player 0 plays the card Tutor
      And player 0 takes skill tile gilded
      Then the action is refused because of SL-16.1.3

  @SL-16.1.5
  Rule: A skill tile bonus with no kind open to the player is lost

    Example: Nothing to take, nothing asked
      Given the skill tiles are:
        | tile   | timing | ability | trigger | left |
        | gilded | flip   | 8 gold  |         | 3    |
        | woody  | flip   | 2 wood  |         | 0    |
      And player 0 holds the face-up skill tile gilded
      And player 0 holds the citizen card Tutor
      When player 0 plays the card Tutor
      Then player 0 may end the turn
      And player 0 holds 1 skill tiles

  @SL-16.1.6 @SL-19.1.3
  Rule: A wonder icon after the first gives a skill tile

    Example: The second wonder icon asks for a skill tile
      Given the skill tiles are:
        | tile   | timing | ability | trigger | left |
        | gilded | flip   | 8 gold  |         | 3    |
      And player 0 has unlocked 1 wonder icon
      And player 0 holds the citizen card Wonder
      When player 0 plays the card Wonder
      And player 0 takes skill tile gilded
      Then player 0 holds the face-up skill tile gilded

  @SL-16.1.7 @SL-23.14.1
  Rule: With Jasmine Mei each skill tile bonus gives two tiles

    Example: Two tiles, one after the other
      Given the skill tiles are:
        | tile   | timing | ability | trigger | left |
        | gilded | flip   | 8 gold  |         | 3    |
        | proud  | pass   | 2 VP    |         | 3    |
      And player 0's character doubles every skill tile bonus
      And player 0 holds the citizen card Tutor
      When player 0 plays the card Tutor
      And player 0 takes skill tile gilded
      And player 0 takes skill tile proud
      Then player 0 holds 2 skill tiles

    Example: The second tile may not be the same kind
      Given the skill tiles are:
        | tile   | timing | ability | trigger | left |
        | gilded | flip   | 8 gold  |         | 3    |
        | proud  | pass   | 2 VP    |         | 3    |
      And player 0's character doubles every skill tile bonus
      And player 0 holds the citizen card Tutor
      When player 0 plays the card Tutor
      And player 0 takes skill tile gilded
      Then player 0 may take exactly the skill tiles proud

  @SL-16.2.1
  Rule: An immediate ability resolves when the tile is taken

    Example: Taking the tile gives its wood at once
      Given the skill tiles are:
        | tile   | timing    | ability | trigger | left |
        | timber | immediate | 3 wood  |         | 3    |
      And player 0 holds the citizen card Tutor
      When player 0 plays the card Tutor
      And player 0 takes skill tile timber
      Then player 0 has 3 wood

  @SL-16.2.2
  Rule: A pass ability scores at each pass while the tile is held

    Example: The tile scores at the pass
      Given the skill tiles are:
        | tile  | timing | ability | trigger | left |
        | proud | pass   | 2 VP    |         | 3    |
      And player 0 holds the face-up skill tile proud
      When player 0 passes
      Then player 0 has 2 victory points

  @SL-16.2.3
  Rule: A permanent ability applies every time its event happens

    Example: Each card played scores
      Given the skill tiles are:
        | tile   | timing    | ability | trigger           | left |
        | patron | permanent | 2 VP    | a card is played  | 3    |
      And player 0 holds the face-up skill tile patron
      And player 0 holds the citizen card Foreman
      When player 0 plays the card Foreman
      Then player 0 has 2 victory points

    Example: A tile that replaces an area's cost makes the player pay that cost instead
      Given player 0 holds 2 cards
      And the skill tiles are:
        | tile  | timing | ability | trigger | left |
        | mason | flip   | 1 gold  |         | 3    |
      And skill tile mason makes action area D cost 3 wood
      And player 0 holds the face-up skill tile mason
      And action area D costs 6 wood and lets the player gain 1 wheat
      And action area D has 3 action spaces
      And player 0 has 5 wood
      When player 0 uses action area D
      And player 0 pays the hand cost with 1 card
      Then player 0 has 2 wood
      And player 0 has 1 wheat

  @SL-16.2.4
  Rule: A tile without a flip ability is never turned face down

    Example: A pass tile has no flip ability to use
      Given the skill tiles are:
        | tile  | timing | ability | trigger | left |
        | proud | pass   | 2 VP    |         | 3    |
      And player 0 holds the face-up skill tile proud
      When player 0 uses the flip ability of skill tile proud
      Then the action is refused because of SL-16.2.4

  @SL-16.3.1 @SL-16.3.2
  Rule: Using a flip ability is a main action; the tile is then face down

    Example: The flip ability resolves and the tile turns face down
      Given the skill tiles are:
        | tile   | timing | ability | trigger | left |
        | gilded | flip   | 8 gold  |         | 3    |
      And player 0 holds the face-up skill tile gilded
      When player 0 uses the flip ability of skill tile gilded
      Then player 0 has 8 gold
      And player 0 holds the face-down skill tile gilded
      And player 0 may end the turn

    Example: A flip ability is not a free action
      Given the skill tiles are:
        | tile   | timing | ability | trigger | left |
        | gilded | flip   | 8 gold  |         | 3    |
      And player 0 holds the face-up skill tile gilded
      And player 0 holds the citizen card Foreman
      When player 0 plays the card Foreman
      And player 0 uses the flip ability of skill tile gilded
      Then the action is refused because of SL-7.2.1

  @SL-16.3.2
  Rule: The tile turns face down only once its flip ability has resolved

    Example: While the flip ability asks for a choice the tile is still face up
      Given the skill tiles are:
        | tile  | timing | ability                                     | trigger | left |
        | miner | flip   | 2 iron, then 1 terrain tile                 |         | 3    |
      And player 0's map board is:
        | hex | terrain |
        | 0,0 | capital |
        | 1,0 | wheat   |
      And the terrain tiles in the supply are:
        | tile  | terrain | flipped side |
        | plain | wheat   | nothing      |
      And player 0 holds the face-up skill tile miner
      When player 0 uses the flip ability of skill tile miner
      Then player 0 has 2 iron
      And player 0 is asked to place a terrain tile
      And player 0 holds the face-up skill tile miner

    Example: Once the flip ability has resolved the tile is face down
      Given the skill tiles are:
        | tile  | timing | ability                                     | trigger | left |
        | miner | flip   | 2 iron, then 1 terrain tile                 |         | 3    |
      And player 0's map board is:
        | hex | terrain |
        | 0,0 | capital |
        | 1,0 | wheat   |
      And the terrain tiles in the supply are:
        | tile  | terrain | flipped side |
        | plain | wheat   | nothing      |
      And player 0 holds the face-up skill tile miner
      When player 0 uses the flip ability of skill tile miner
      And player 0 places the plain tile on hex 1,0
      Then player 0 holds the face-down skill tile miner
      And player 0 may end the turn

  @SL-16.3.3
  Rule: A face-down tile's flip ability cannot be used

    Example: The tile flipped this round waits for cleanup
      Given the skill tiles are:
        | tile   | timing | ability | trigger | left |
        | gilded | flip   | 8 gold  |         | 3    |
      And player 0 holds the face-down skill tile gilded
      When player 0 uses the flip ability of skill tile gilded
      Then the action is refused because of SL-16.3.3

  @SL-16.3.5
  Rule: A flip ability that begins with a payment needs that payment

    Example: Without the iron the flip ability is not offered
      Given the skill tiles are:
        | tile   | timing | ability                   | trigger | left |
        | gilded | flip   | 8 gold                    |         | 3    |
        | forge  | flip   | pay 2 iron, then 5 gold   |         | 3    |
      And player 0 holds the face-up skill tiles gilded and forge
      And player 0 has 1 iron
      Then player 0 may use the flip ability of exactly the skill tiles gilded

    Example: Using it without the iron is refused
      Given the skill tiles are:
        | tile   | timing | ability                   | trigger | left |
        | forge  | flip   | pay 2 iron, then 5 gold   |         | 3    |
      And player 0 holds the face-up skill tile forge
      And player 0 has 1 iron
      When player 0 uses the flip ability of skill tile forge
      Then the action is refused because of SL-16.3.5

    Example: With the iron it is paid first
      Given the skill tiles are:
        | tile   | timing | ability                   | trigger | left |
        | forge  | flip   | pay 2 iron, then 5 gold   |         | 3    |
      And player 0 holds the face-up skill tile forge
      And player 0 has 2 iron
      When player 0 uses the flip ability of skill tile forge
      Then player 0 has 0 iron
      And player 0 has 5 gold

  @SL-16.2.5 @SL-16.4.2
  Rule: Regular tile 4 scores only its highest tier met

    Example: Two cards in every column score 12, not 18
      Given player 0 holds the face-up skill tile skill_4
      And player 0's agricultural column holds Tutor and Tutor
      And player 0's forestry column holds Tutor and Tutor
      And player 0's mining column holds Tutor and Tutor
      When player 0 passes
      Then player 0 has 12 victory points

    Example: An empty column scores nothing
      Given player 0 holds the face-up skill tile skill_4
      And player 0's agricultural column holds Tutor and Tutor
      And player 0's forestry column holds Tutor
      When player 0 passes
      Then player 0 has 0 victory points

  @SL-16.4.3
  Rule: Regular tile 5 scores the food marker's progress

    Example: Six food spaces score 5
      Given player 0 holds the face-up skill tile skill_5
      And player 0's food marker is on space 7
      When player 0 passes
      Then player 0 has 5 victory points

  @SL-16.4.6
  Rule: Regular tile 7 gives 1 wheat, 1 wood, 1 iron and 1 basic resource of choice

    Example: The fourth resource is chosen
      Given player 0 holds the face-up skill tile skill_7
      When player 0 uses the flip ability of skill tile skill_7
      And player 0 takes 1 wood of their choice
      Then player 0 holds 1 wheat, 2 wood and 1 iron as resources

  @SL-16.4.7
  Rule: Regular tile 8 gives 1 diamond

    Example: Flipping tile 8
      Given player 0 holds the face-up skill tile skill_8
      When player 0 uses the flip ability of skill tile skill_8
      Then player 0 has 1 diamond

  @SL-16.4.8
  Rule: Regular tile 9 gives 8 gold

    Example: Flipping tile 9
      Given player 0 holds the face-up skill tile skill_9
      When player 0 uses the flip ability of skill tile skill_9
      Then player 0 has 8 gold

  @SL-16.4.12 @SL-15.1.4
  Rule: Regular tile 12 scores 3 VP for every industry bonus

    Example: An industry bonus scores 3
      Given the player boards print at the top of the columns:
        | column       | ability |
        | agricultural | nothing |
        | forestry     | nothing |
        | mining       | nothing |
      And player 0 holds the face-up skill tile skill_12
      And player 0 holds the citizen card Foreman
      When player 0 plays the card Foreman
      Then player 0 has 3 victory points

  @SL-16.6.2 @SL-16.6.3 @SL-25.4.3 @SL-25.4.4 @requires:advanced_skill_tiles
  Rule: An advanced tile may be taken instead, for 1 diamond, and exists once

    Example: The advanced tiles beside the board are offered with the regular ones
      Given the skill tiles are:
        | tile   | set      | timing | ability | trigger | left |
        | gilded | regular  | flip   | 8 gold  |         | 3    |
        | A6     | advanced | flip   | 1 VP    |         |      |
        | A8     | advanced | flip   | 2 VP    |         |      |
      And the advanced skill tiles beside the board are A6 and A8
      And player 0 has 1 diamond
      And player 0 holds the citizen card Tutor
      When player 0 plays the card Tutor
      Then player 0 may take exactly the skill tiles gilded, A6 and A8

    Example: Taking an advanced tile costs a diamond and removes it
      Given the skill tiles are:
        | tile   | set      | timing | ability | trigger | left |
        | gilded | regular  | flip   | 8 gold  |         | 3    |
        | A6     | advanced | flip   | 1 VP    |         |      |
        | A8     | advanced | flip   | 2 VP    |         |      |
      And the advanced skill tiles beside the board are A6 and A8
      And player 0 has 1 diamond
      And player 0 holds the citizen card Tutor
      When player 0 plays the card Tutor
      And player 0 takes the advanced skill tile A6
      Then player 0 has 0 diamonds
      And player 0 holds the face-up skill tile A6
      And the advanced skill tiles beside the board are A8

    Example: Without a diamond only the regular tiles are offered
      Given the skill tiles are:
        | tile   | set      | timing | ability | trigger | left |
        | gilded | regular  | flip   | 8 gold  |         | 3    |
        | A6     | advanced | flip   | 1 VP    |         |      |
      And the advanced skill tiles beside the board are A6
      And player 0 holds the citizen card Tutor
      When player 0 plays the card Tutor
      Then player 0 may take exactly the skill tiles gilded

  @SL-16.6.4 @SL-16.5.1 @requires:advanced_skill_tiles
  Rule: Advanced tiles follow the rules of regular tiles

    Example: An advanced flip tile turns face down when used
      Given the skill tiles are:
        | tile | set      | timing | ability | trigger |
        | A8   | advanced | flip   | 2 VP    |         |
      And player 0 holds the face-up skill tile A8
      When player 0 uses the flip ability of skill tile A8
      Then player 0 has 2 victory points
      And player 0 holds the face-down skill tile A8

  @SL-16.1.2
  Rule: The regular skill tiles are 12 kinds of 3 tiles, one stack per kind

    Example: The stacks of a new game
      Given a new 2-player game with seed 7
      Then each of the 12 kinds of skill tile has a stack of 3 tiles

  @SL-16.3.4
  Rule: A face-down tile is face up again after the cleanup phase

    Example: The tile flipped in round 2 is face up in round 3
      Given the skill tiles are:
        | tile   | timing | ability | trigger | left |
        | gilded | flip   | 8 gold  |         | 3    |
        | proud  | pass   | 2 VP    |         | 3    |
      And player 0 holds the face-down skill tile gilded
      And player 0 holds the face-up skill tile proud
      And player 1 has already passed
      And player 1's round aid token is on space 1
      And the citizen deck holds 20 cards
      When player 0 passes
      And player 0 moves the round aid token to space 2
      Then round 3 is being played
      And player 0 holds the face-up skill tiles gilded and proud

    Example: Until then it stays face down
      Given the skill tiles are:
        | tile   | timing | ability | trigger | left |
        | gilded | flip   | 8 gold  |         | 3    |
      And player 0 holds the face-down skill tile gilded
      And player 1's round aid token is on space 1
      When player 0 passes
      And player 0 moves the round aid token to space 2
      Then player 0 holds the face-down skill tile gilded
