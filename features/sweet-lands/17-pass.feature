Feature: Passing
  A pass resolves six scoring steps in a fixed order, moves the round aid token,
  may hand over the start player marker, and ends the player's part in the
  action phase (chapter 17).

  Background:
    Given a 3-player game in round 1
    And player 0 holds the start player marker
    And it is player 1's turn
    And player 1's round aid token is on space 0

  @SL-17.3.1
  Rule: The first player to pass takes the start player marker

    Example: The second player passes first
      When player 1 passes
      And player 1 moves the round aid token to space 2
      Then player 1 holds the start player marker

    Example: A later pass leaves the marker where it is
      Given player 2 has already passed
      When player 1 passes
      And player 1 moves the round aid token to space 3
      Then the start player marker is with player 0

  @SL-17.3.2
  Rule: The round aid token moves to a different free space

    Example: Moving to a free space
      When player 1 passes
      And player 1 moves the round aid token to space 3
      Then player 1 has passed
      And player 2 is to decide
      And player 1's round aid token is on space 3

    Example: A space holding another token is refused
      Given player 2's round aid token is on space 1
      When player 1 passes
      And player 1 moves the round aid token to space 1
      Then the action is refused because of SL-17.3.2

    Example: The token cannot stay where it is
      When player 1 passes
      And player 1 moves the round aid token to space 0
      Then the action is refused because of SL-17.3.2

  @SL-7.4.1 @SL-17.1.2
  Rule: A player who has passed takes no more turns

    Example: The turn skips a passed player
      Given player 2 has already passed
      When player 1 passes
      And player 1 moves the round aid token to space 3
      Then player 0 is to decide

  @SL-17.1.1 @SL-7.2.4
  Rule: Passing is always a legal main action

    Example: With nothing to pay with, the player can still pass
      Given player 1 holds 1 card
      And action area I has 1 action space
      Then passing is the only main action offered to player 1

  @SL-17.1.3 @SL-17.2.6 @SL-1.3.2
  Rule: The pass sequence is scored first, then the token moves, then the turn ends

    Example: The pass aid tile has paid before the token is moved
      Given player 1's income is 3 wheat, 2 wood and 4 iron
      And above round aid space 0 lies the pass aid tile to score 1 VP for each wood of income
      When player 1 passes
      Then player 1 is asked to move the round aid token
      And player 1 has 2 victory points

  @SL-17.2.6
  Rule: Without a pass aid tile above the token's space, step 4 gives nothing

    Example: No tile, no points
      Given above round aid space 2 lies the pass aid tile to score 4 VP
      When player 1 passes
      And player 1 moves the round aid token to space 2
      Then player 1 has 0 victory points

  @SL-17.2.7 @SL-17.3.3
  Rule: The pass aid tile that counts is the one above the space the token leaves

    Example: Moving onto a tile does not score it this round
      Given above round aid space 0 lies the pass aid tile to score 4 VP
      And above round aid space 2 lies the pass aid tile to score 9 VP
      When player 1 passes
      And player 1 moves the round aid token to space 2
      Then player 1 has 4 victory points

  @SL-17.3.3
  Rule: The new space decides the next income's standard aid tiles

    Example: The standard aid tile above the new space pays in the next income phase
      Given a 2-player game in round 1
      And it is player 1's turn
      And player 0 has already passed
      And player 0's round aid token is on space 0
      And player 1's round aid token is on space 1
      And every player holds 1 card
      And the citizen deck holds 20 cards
      And above round aid space 1 lies the standard aid tile to gain 5 wheat
      And above round aid space 2 lies the standard aid tile to gain 1 diamond
      When player 1 passes
      And player 1 moves the round aid token to space 2
      Then round 2 is being played
      And player 1 has 1 diamond
      And player 1 has 0 wheat

  @SL-17.2.1 @SL-17.2.2 @SL-17.2.8 @SL-17.2.9
  Rule: The steps come in the order character, city points, industry points, pass aid tile, skill tiles, cards

    Example: Each step adds to what the steps before it scored
      Given player 1's character has the pass ability to score 1 VP
      And above round aid space 0 lies the pass aid tile to score 2 VP
      And player 1 owns the skill tile crown that has the pass ability to score 3 VP
      And player 1 has played a pass card with the pass ability to score VP equal to the VP already scored
      When player 1 passes
      Then player 1 has 12 victory points

    Example: The character's pass ability comes before the pass aid tile
      Given player 1's character has the pass ability to score VP equal to the VP already scored
      And player 1 has 5 victory points
      And above round aid space 0 lies the pass aid tile to score 2 VP
      When player 1 passes
      Then player 1 has 12 victory points

  @SL-17.2.4
  Rule: Step 2 scores city points for the cities on the player's map board

    Example: The city points of this pass count for the pass aid tile but not for the character
      Given player 1 has 2 separate cities of a tent, a house and a building each
      And player 1 has 3 city points
      And player 1's character has the pass ability to score 1 VP for each city point
      And above round aid space 0 lies the pass aid tile to score 1 VP for each city point
      When player 1 passes
      Then player 1 has 5 city points
      And player 1 has 8 victory points

  @SL-17.2.5
  Rule: Step 3 scores the industry point icons passed by the carriage and the locomotive

    Example: The industry points of this pass count for the pass aid tile but not for the character
      Given the industry track is:
        | space | carriage bonus | locomotive bonus | industry points | research lab after |
        | 1     | 1 gold         | 1 wood           |                 |                    |
        | 2     | 1 gold         | 1 wood           |                 |                    |
        | 3     | 1 gold         | 1 wood           | 1               |                    |
        | 4     | 1 gold         | 1 wood           |                 |                    |
        | 5     | 1 gold         | 1 wood           | 2               |                    |
      And player 1's carriage is on space 5
      And player 1 has 2 industry points
      And player 1's character has the pass ability to score 1 VP for each industry point
      And above round aid space 0 lies the pass aid tile to score 1 VP for each industry point
      When player 1 passes
      Then player 1 has 5 industry points
      And player 1 has 7 victory points

  @SL-17.2.3
  Rule: A character ability that changes a later step is applied to that step

    Example: Lotus Che's rate tile sets the city points of step 2
      Given the property tokens are:
        | token       | kind        | order | cost    | bonus |
        | clock_tower | clock tower | 1     | nothing |       |
      And player 1 has 2 separate cities of a tent, a house and a building each
      And player 1 has placed the clock tower on a hex of its own
      And player 1's clock tower lays a city point rate tile of 1 city: 2, 2 cities: 4
      When player 1 passes
      Then player 1 has 4 city points

    Example: A clock tower ability in step 1 scores the industry points of step 3
      Given the industry track is:
        | space | carriage bonus | locomotive bonus | industry points | research lab after |
        | 1     | 1 gold         | 1 wood           |                 |                    |
        | 2     | 1 gold         | 1 wood           | 2               |                    |
        | 3     | 1 gold         | 1 wood           | 1               |                    |
      And player 1's map board is:
        | hex | terrain |
        | 0,0 | capital |
      And player 1 has placed clock_tower on hex 0,0
      And player 1's clock tower scores 1 VP per industry point gained in the pass at each pass
      And player 1 has 4 industry points
      And player 1's carriage is on space 3
      When player 1 passes
      Then player 1 has 7 industry points
      And player 1 has 3 victory points

  @SL-17.2.9
  Rule: Only played pass cards score; pass cards in the hand give nothing

    Example: A pass card in the hand is not scored
      Given player 1 holds a pass card with the pass ability to score 5 VP
      And player 1 has played a pass card with the pass ability to score 2 VP
      When player 1 passes
      Then player 1 has 2 victory points

  @SL-17.2.1a @SL-17.2.8
  Rule: Each step of the pass reads the state the steps before it left

    Example: A skill tile taken in step 1 scores in step 5
      Given the skill tiles are:
        | tile  | timing | ability |
        | baker | pass   | 3 VP    |
      And player 1's character has the pass ability to take 1 skill tile
      When player 1 passes
      And player 1 takes skill tile baker
      Then player 1 is asked to move the round aid token
      And player 1 has 3 victory points

  @SL-17.2.2a
  Rule: The basic pass ability comes before the clock tower pass ability

    Example: The clock tower ability sees the basic ability's points
      Given player 1's map board is:
        | hex | terrain |
        | 0,0 | capital |
      And player 1 has placed clock_tower on hex 0,0
      And player 1's character has the pass ability to score 3 VP
      And player 1's character has the clock tower pass ability to score VP equal to the VP already scored
      When player 1 passes
      Then player 1 has 6 victory points

    Example: Without the clock tower only the basic ability counts
      Given player 1's character has the pass ability to score 3 VP
      And player 1's character has the clock tower pass ability to score VP equal to the VP already scored
      When player 1 passes
      Then player 1 has 3 victory points

  @SL-17.2.10
  Rule: Skill tiles and cards are resolved one after another without asking for an order

    Example: Two pass cards and two skill tiles, and the next question is the token's move
      Given player 1 owns the skill tile crown that has the pass ability to score 3 VP
      And player 1 owns the skill tile star that has the pass ability to score 1 VP
      And player 1 has played a pass card with the pass ability to score 2 VP
      And player 1 has played a pass card with the pass ability to score 5 VP
      When player 1 passes
      Then player 1 is asked to move the round aid token
      And player 1 has 11 victory points

  @SL-17.2.11
  Rule: Every pass resolves the whole sequence again

    Example: A played pass card scores at the pass of each round
      Given a 2-player game in round 1
      And it is player 1's turn
      And player 0 has already passed
      And player 0's round aid token is on space 0
      And player 1's round aid token is on space 1
      And every player holds 1 card
      And the citizen deck holds 20 cards
      And player 1 has played a pass card with the pass ability to score 2 VP
      When player 1 passes and moves the round aid token to space 2
      And player 0 passes and moves the round aid token to space 1
      And player 1 passes and moves the round aid token to space 0
      Then player 1 has 4 victory points
      And player 0 is asked to choose a card to keep

  @SL-17.4.1 @SL-7.3.2
  Rule: No free action follows a pass; the turn ends with it

    Example: Buying after passing is refused
      Given player 1 has 8 gold
      When player 1 passes
      And player 1 buys 1 wheat
      Then the action is refused because of SL-17.4.1

    Example: The turn is over once the token has moved
      Given player 1 has 8 gold
      When player 1 passes
      And player 1 moves the round aid token to space 2
      Then player 2 is asked to take a turn

  @SL-25.2.1 @SL-17.3.5
  Rule: The order of passing is recorded

    Example: The passes of a round are recorded in order
      Given player 2 has already passed
      When player 1 passes
      And player 1 moves the round aid token to space 2
      Then the players have passed in the order 2, 1
