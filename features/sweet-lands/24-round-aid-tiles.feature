Feature: Round aid tiles
  The standard aid tiles above a player's round aid token pay out in each
  income phase; the pass aid tile above it scores at each pass, after which the
  token moves to another free space (chapter 24). The printed tiles used here
  are sourced; only how many copies of each exist is provisional.

  Background:
    Given a 2-player game in round 2
    And player 0 holds 2 cards
    And player 1 holds 2 cards
    And player 0's round aid token is on space 0
    And player 1's round aid token is on space 2

  @SL-24.2.1 @SL-24.2.3 @SL-24.1.1
  Rule: The standard aid tiles above the token pay out before the income is collected

    Example: A gold income rise from the tile is collected at once
      Given the printed standard aid tile std_gold_income lies above round aid space 0
      And player 0's income is 3 gold, 0 wheat, 0 wood and 0 iron
      And the citizen deck holds 20 cards
      And the income phase of round 3 is next
      When the round begins
      Then player 0's income of gold is 5
      And player 0 has 5 gold

  @SL-24.2.2
  Rule: With two standard aid tiles the player picks which one resolves first

    Example: The iron tile is resolved before the wood tile
      Given the printed standard aid tile std_wood_income lies above round aid space 0
      And the printed standard aid tile std_iron_income lies above round aid space 0
      And the citizen deck holds 20 cards
      And the income phase of round 3 is next
      When player 0 resolves the standard aid tile std_iron_income first
      Then player 0's income of wood is 1
      And player 0's income of iron is 1

  @SL-24.2.4
  Rule: Standard aid tiles stay on the round aid board

    Example: The tile is still there after paying out
      Given the printed standard aid tile std_gold_income lies above round aid space 0
      And the citizen deck holds 20 cards
      And the income phase of round 3 is next
      When the round begins
      Then the standard aid tile std_gold_income still lies above round aid space 0

  @SL-24.3.1 @SL-24.1.3
  Rule: The standard aid tile effects

    Scenario Outline: A tile raising the <track> income
      Given the printed standard aid tile <tile> lies above round aid space 0
      And the citizen deck holds 20 cards
      And the income phase of round 3 is next
      When the round begins
      Then player 0's income of <track> is <income>

      Examples:
        | tile             | track | income |
        | std_gold_income  | gold  | 2      |
        | std_wheat_income | wheat | 1      |
        | std_wood_income  | wood  | 1      |
        | std_iron_income  | iron  | 1      |

    Example: The three basic resources are chosen
      Given the printed standard aid tile std_basic3 lies above round aid space 0
      And the citizen deck holds 20 cards
      And the income phase of round 3 is next
      When player 0 takes 2 wood and 1 iron of their choice
      Then player 0 holds 2 wood and 1 iron as resources

  @SL-24.4.1 @SL-24.4.2 @SL-24.5.1
  Rule: The pass aid tile above the token's space scores at the pass, before the token moves

    Example: The tile of the space left is scored, not the one of the new space
      Given it is player 0's turn
      And the printed pass aid tile pass_income lies above round aid space 0
      And the printed pass aid tile pass_cards lies above round aid space 1
      And player 0's income is 0 gold, 3 wheat, 2 wood and 4 iron
      When player 0 passes and moves the round aid token to space 1
      Then player 0 has 2 victory points
      And player 0's round aid token is on space 1

  @SL-24.4.3 @SL-24.4.5
  Rule: Pass aid tile 2 scores 1 VP per card played, automated cards included

    Example: Played and automated cards count
      Given it is player 0's turn
      And the printed pass aid tile pass_cards lies above round aid space 0
      And the citizen cards are:
        | card | kind      | cost | tags      | industry tag |
        | Cake | immediate | 0    | shortcake | agricultural |
      And player 0 has played the citizen cards Cake and Cake
      And player 0's agricultural column holds Cake
      When player 0 passes
      Then player 0 has 3 victory points

  @SL-24.4.4
  Rule: Pass aid tile 3 counts the tiles of the terrain type the player has most of

    Example: Five wheat fields score 5
      Given it is player 0's turn
      And the printed pass aid tile pass_terrain lies above round aid space 0
      And player 0 has 5 terrain tiles on the map
      When player 0 passes
      Then player 0 has 5 victory points

  @SL-24.5.2 @SL-24.1.4
  Rule: The token must move to a space without a token

    Example: Staying put is refused
      Given it is player 0's turn
      When player 0 passes
      And player 0 moves the round aid token to space 0
      Then the action is refused because of SL-17.3.2

  @SL-24.5.4
  Rule: The token moves at the pass of round 5 too

    Example: The last pass of the game still moves the token
      Given it is player 0's turn
      And the game is in round 5
      When player 0 passes
      Then player 0 is asked to move the round aid token
