Feature: Final scoring and tie-break
  When round 5's action phase ends, each player's score is the sum of the items
  of chapter 22; the highest total wins, then the most cookie rabbits on the map,
  else the victory is shared (chapter 22).

  Background:
    Given a 2-player game in round 5
    And the action phase of round 5 has just ended

  @SL-22.1.1 @SL-22.1.3 @SL-1.1.3
  Rule: Final scoring comes once, right after round 5's action phase, and asks nothing

    Example: The game is over and nobody is asked anything
      When the game is scored
      Then the game is over
      And nobody is asked anything

  @SL-22.1.2 @SL-22.2.1 @SL-22.6.2 @SL-22.7.2
  Rule: The final score is the sum of the items

    Example: Points from play, diamonds and no port
      Given player 0 has 30 victory points
      And player 0 has 4 diamonds
      When the game is scored
      Then player 0's final score counts 30 VP for victory points from play
      And player 0's final score counts 4 VP for diamonds
      And player 0's final score counts -40 VP for ports
      And player 0's final score is -6

  @SL-22.4.1 @SL-1.3.1 @SL-1.3.3
  Rule: Each city point is worth 2 VP at the end, and city points are not victory points

    Example: Four city points score eight
      Given player 0 has 4 city points
      And player 0 has 10 victory points
      When the game is scored
      Then player 0's final score counts 8 VP for city points
      And player 0's final score counts 10 VP for victory points from play

  @SL-22.6.1
  Rule: Every 5 gold score 1 VP, rounded down

    Example: Exactly 15 gold score 3
      Given player 0 has 15 gold
      When the game is scored
      Then player 0's final score counts 3 VP for gold

    Example: 14 gold score 2
      Given player 0 has 14 gold
      When the game is scored
      Then player 0's final score counts 2 VP for gold

  @SL-22.6.3
  Rule: Basic resources and cards in hand score nothing

    Example: A player's leftovers do not change the score
      Given player 0 holds 9 wheat, 9 wood and 9 iron as resources
      And player 0 holds 4 cards
      When the game is scored
      Then players 0 and 1 have the same final score

  @SL-22.8.1
  Rule: Each milestone tile taken scores 10 VP

    Example: Two milestones
      Given player 0 has taken 2 milestone tiles
      When the game is scored
      Then player 0's final score counts 20 VP for milestones

  @SL-22.5.1
  Rule: All 5 tents on the map score 2 VP per cookie rabbit on the map

    Example: Five tents and three rabbits
      Given all 5 tents of player 0 are on the map board
      And player 0 has 3 cookie rabbits on the map board
      When the game is scored
      Then player 0's final score counts 6 VP for tents, houses and buildings

    Example: Four tents score nothing for the rabbits
      Given all 4 tents of player 0 are on the map board
      And player 0 has 3 cookie rabbits on the map board
      When the game is scored
      Then player 0's final score counts 0 VP for tents, houses and buildings

  @SL-22.5.2
  Rule: All 5 houses on the map score 1 VP per city point

    Example: Five houses and seven city points
      Given all 5 houses of player 0 are on the map board
      And player 0 has 7 city points
      When the game is scored
      Then player 0's final score counts 7 VP for tents, houses and buildings
      And player 0's final score counts 14 VP for city points

  @SL-22.5.3
  Rule: All 5 buildings on the map score 1 VP per industry point

    Example: Five buildings and nine industry points
      Given all 5 buildings of player 0 are on the map board
      And player 0 has 9 industry points
      When the game is scored
      Then player 0's final score counts 9 VP for tents, houses and buildings

  @SL-22.9.1 @SL-22.9.2 @SL-22.9.3 @SL-22.9.4 @SL-22.9.6
  Rule: Each final scoring tile ranks the players with a neutral player: 15 VP for first, 7 for second

    Background:
      Given the final scoring tile comparing the largest basic income is in play, with a neutral score of 5

    Example: A clear first and a second behind the neutral player
      Given player 0's income is 9 wheat
      And player 1's income is 3 iron
      When the game is scored
      Then player 0's final score counts 15 VP for final scoring tiles
      And player 1's final score counts 0 VP for final scoring tiles

    Example: Both players above the neutral player
      Given player 0's income is 9 wheat
      And player 1's income is 6 wood
      When the game is scored
      Then player 0's final score counts 15 VP for final scoring tiles
      And player 1's final score counts 7 VP for final scoring tiles

    Example: Players tied for first both score 15 and nobody is second
      Given a 3-player game in round 5
      And the action phase of round 5 has just ended
      And the final scoring tile comparing the largest basic income is in play, with a neutral score of 5
      And player 0's income is 9 wheat
      And player 1's income is 9 iron
      And player 2's income is 7 wood
      When the game is scored
      Then player 0's final score counts 15 VP for final scoring tiles
      And player 1's final score counts 15 VP for final scoring tiles
      And player 2's final score counts 0 VP for final scoring tiles

    Example: Players tied behind a single leader both score 7
      Given a 3-player game in round 5
      And the action phase of round 5 has just ended
      And the final scoring tile comparing the largest basic income is in play, with a neutral score of 5
      And player 0's income is 9 wheat
      And player 1's income is 7 iron
      And player 2's income is 7 wood
      When the game is scored
      Then player 0's final score counts 15 VP for final scoring tiles
      And player 1's final score counts 7 VP for final scoring tiles
      And player 2's final score counts 7 VP for final scoring tiles

  @SL-22.9.5
  Rule: The neutral player scores nothing but takes its place in the ranking

    Example: Below the neutral player, the best real player is second
      Given the final scoring tile comparing the largest basic income is in play, with a neutral score of 9
      And player 0's income is 8 wheat
      And player 1's income is 2 wood
      When the game is scored
      Then player 0's final score counts 7 VP for final scoring tiles
      And player 1's final score counts 0 VP for final scoring tiles

    Example: Tied with the neutral player for first scores 15
      Given the final scoring tile comparing the largest basic income is in play, with a neutral score of 9
      And player 0's income is 9 wheat
      And player 1's income is 8 wood
      When the game is scored
      Then player 0's final score counts 15 VP for final scoring tiles
      And player 1's final score counts 0 VP for final scoring tiles

  @SL-22.9.6
  Rule: The tile of automated cards compares how many cards each player has automated

    Example: Three automated cards beat one
      Given the final scoring tile comparing automated cards is in play, with a neutral score of 2
      And player 0 has automated 3 cards
      And player 1 has automated 1 card
      When the game is scored
      Then player 0's final score counts 15 VP for final scoring tiles
      And player 1's final score counts 0 VP for final scoring tiles

    Example: The edge tile counts the terrain tiles on edge hexes, one each, and no inner tile
      Given the final scoring tile comparing terrain tiles along the edge is in play, with a neutral score of 3
      And the terrain tiles in the supply are:
        | tile       | terrain | flipped side |
        | wheat-gold | wheat   | 2 gold       |
      And player 0's map board is:
        | hex  | terrain | placement icon |
        | 1,0  | wheat   |                |
        | 0,0  | capital |                |
        | 2,0  | wheat   |                |
        | 2,-1 | wheat   |                |
        | 1,-1 | wheat   |                |
        | 0,1  | wheat   |                |
        | 1,1  | wheat   |                |
      And player 0 has a face-up wheat-gold tile on hex 1,0
      And player 0 has a face-up wheat-gold tile on hex 2,0
      And player 0 has a face-up wheat-gold tile on hex 1,1
      When the game is scored
      Then player 0's final score counts 7 VP for final scoring tiles

    Example: A player without a map board has no terrain tile along the edge
      Given the final scoring tile comparing terrain tiles along the edge is in play, with a neutral score of 0
      And player 0's map board is:
        | hex  | terrain | placement icon |
        | 0,0  | capital |                |
        | 1,0  | wheat   |                |
      When the game is scored
      Then player 0's final score counts 15 VP for final scoring tiles
      And player 1's final score counts 15 VP for final scoring tiles

  @SL-22.9.7
  Rule: Other end-of-game abilities add their VP to the final score

    Example: A card's end-of-game ability
      Given player 0 has played a card with the end-of-game ability to score 4 VP
      When the game is scored
      Then player 0's final score counts 4 VP for other end-of-game abilities

  @SL-22.10.1 @SL-1.1.2
  Rule: The highest final score wins

    Example: The player with more points wins
      Given player 0 has 30 victory points
      And player 1 has 25 victory points
      When the game is scored
      Then player 0 wins
      And player 1 is placed 2

  @SL-22.10.2
  Rule: Tied on points, the player with more cookie rabbits on the map wins

    Example: Equal totals, and two rabbits beat one
      Given player 0 has 1 cookie rabbit on the map board
      And player 1 has 2 cookie rabbits on the map board
      And player 0 has 12 victory points
      And player 1 has 12 victory points
      When the game is scored
      Then players 0 and 1 have the same final score
      And player 1 wins
      And player 0 is placed 2

  @SL-22.10.3
  Rule: Tied on points and on rabbits, the players share the victory

    Example: Two winners
      Given player 0 has 12 victory points
      And player 1 has 12 victory points
      When the game is scored
      Then players 0 and 1 share the victory
