Feature: Wonder icons
  Wonder icons are bonuses of the industry and food tracks and of some
  properties. A player's first wonder icon fulfils the wonder condition of the
  clock tower and gives nothing else (chapter 19, section 19.1). The tracks here
  are set up by the scenario.

  Background:
    Given a 3-player game in round 3
    And it is player 0's turn
    And player 0 holds 3 cards
    And player 0 has 9 iron
    And player 0 has 9 wheat
    And action area F has 3 action spaces
    And action area B has 3 action spaces
    And the industry track is:
      | space | carriage bonus | locomotive bonus | industry points | research lab after |
      | 1     |                |                  |                 |                    |
      | 2     | a wonder icon  |                  |                 |                    |
      | 3     | 1 gold         |                  |                 |                    |
    And the food track is:
      | space | bonus         |
      | 0     |               |
      | 1     | a wonder icon |
      | 2     | 1 gold        |

  @SL-19.1.1 @SL-11.3.6
  Rule: The industry track prints wonder icons

    Example: The carriage reaches a wonder icon
      When player 0 uses action area F
      And player 0 pays the hand cost with 1 card
      And player 0 moves the carriage
      And player 0 stops
      Then player 0 has unlocked 1 wonder icon

  @SL-19.1.1 @SL-12.2.4
  Rule: The food track prints wonder icons

    Example: The food marker reaches a wonder icon
      When player 0 uses action area B
      And player 0 pays the hand cost with 1 card
      And player 0 takes a food step
      And player 0 stops
      Then player 0 has unlocked 1 wonder icon

  @SL-19.1.2
  Rule: The first wonder icon fulfils the wonder condition and gives nothing else

    Example: The first icon gives no other reward
      When player 0 uses action area F
      And player 0 pays the hand cost with 1 card
      And player 0 moves the carriage
      And player 0 stops
      Then player 0 may end the turn
      And player 0 has 0 gold
      And player 0 has 0 victory points

    Example: The first icon opens the clock tower
      Given player 0's map board is:
        | hex | terrain |
        | 0,0 | capital |
        | 1,0 | wheat   |
      And the terrain tiles in the supply are:
        | tile       | terrain | flipped side |
        | wheat-gold | wheat   | 2 gold       |
      And player 0 has placed tent_1 on hex 0,0
      And player 0 has a flipped wheat-gold tile on hex 1,0
      And player 0's character needs 1 wonder icon for the clock tower
      When player 0 uses action area F
      And player 0 pays the hand cost with 1 card
      And player 0 moves the carriage
      And player 0 stops
      Then player 0 may place the clock tower on exactly 1,0

    Example: Without a wonder icon the clock tower waits
      Given player 0's map board is:
        | hex | terrain |
        | 0,0 | capital |
        | 1,0 | wheat   |
      And the terrain tiles in the supply are:
        | tile       | terrain | flipped side |
        | wheat-gold | wheat   | 2 gold       |
      And player 0 has placed tent_1 on hex 0,0
      And player 0 has a flipped wheat-gold tile on hex 1,0
      And player 0's character needs 1 wonder icon for the clock tower
      Then player 0 may place the clock tower on exactly none

  @SL-19.1.4 @SL-19.1.3
  Rule: Wonder icons are counted together, whichever track they come from

    Example: An industry track icon after a food track icon is the second
      Given player 0's character has a free action that gives 1 industry step
      And the skill tiles are:
        | tile   | timing | ability | trigger | left |
        | gilded | flip   | 8 gold  |         | 3    |
      When player 0 uses action area B
      And player 0 pays the hand cost with 1 card
      And player 0 takes a food step
      And player 0 stops
      And player 0 uses the character's free action
      Then player 0 has unlocked 2 wonder icons
      And player 0 may take exactly the skill tiles gilded

    Example: The food track icon alone gives no skill tile
      Given the skill tiles are:
        | tile   | timing | ability | trigger | left |
        | gilded | flip   | 8 gold  |         | 3    |
      When player 0 uses action area B
      And player 0 pays the hand cost with 1 card
      And player 0 takes a food step
      And player 0 stops
      Then player 0 has unlocked 1 wonder icon
      And player 0 holds 0 skill tiles

  @SL-19.1.5
  Rule: Two wonder icons in all are the second wonder icon of milestone 3b

    Example: The second icon, from the industry track, opens milestone 3b
      Given milestone tile milestone_3 lies beside the board with side b up
      And player 0 has unlocked 1 wonder icon
      And player 0's character has a free action that gives 1 industry step
      And the skill tiles are:
        | tile   | timing | ability | trigger | left |
        | gilded | flip   | 8 gold  |         | 3    |
      When player 0 uses the character's free action
      And player 0 takes skill tile gilded
      Then player 0 may take exactly the milestone tiles milestone_3

    Example: One wonder icon is not enough
      Given milestone tile milestone_3 lies beside the board with side b up
      And player 0 has unlocked 1 wonder icon
      Then player 0 may take exactly the milestone tiles none
