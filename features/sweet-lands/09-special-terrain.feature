Feature: Special terrain tiles
  A special terrain tile goes on a special terrain hex and gives its effect when
  it is flipped, in the order its parts are printed (chapter 9, section 9.6).

  Background:
    Given a 2-player game in round 2
    And it is player 0's turn
    And player 0 holds 3 cards
    And player 0's map board is:
      | hex  | terrain | placement icon |
      | 0,0  | capital |                |
      | 1,0  | wheat   |                |
      | -1,1 | special |                |
    And action area A has 3 action spaces
    And action area D has 3 action spaces
    And player 0 has 6 wheat
    And player 0 has 6 wood

  @SL-9.6.1
  Rule: A special tile gives its effect when flipped, not when placed

    Example: Placing the special tile gives nothing
      Given the special terrain tiles in the supply are:
        | tile       | effect                     |
        | sp-diamond | 2 diamonds                 |
        | sp-roads   | up to 2 roads, then 2 wood |
      When player 0 uses action area A
      And player 0 pays the hand cost with 1 card
      And player 0 places the sp-diamond tile on hex -1,1
      Then player 0 has 0 diamonds

    Example: Flipping the special tile gives its effect
      Given the special terrain tiles in the supply are:
        | tile       | effect                     |
        | sp-diamond | 2 diamonds                 |
        | sp-roads   | up to 2 roads, then 2 wood |
      And player 0 has a face-up sp-diamond tile on hex -1,1
      When player 0 uses action area D
      And player 0 pays the hand cost with 1 card
      And player 0 places a road between -1,1 and 0,0
      Then player 0 has 2 diamonds

  @SL-9.6.2
  Rule: The printed special tiles give their two-part effects

    Example: The gold tile gives 5 gold and 7 gold income
      Given player 0 has a face-up st_gold tile on hex -1,1
      When player 0 uses action area D
      And player 0 pays the hand cost with 1 card
      And player 0 places a road between -1,1 and 0,0
      Then player 0 has 5 gold
      And player 0's income of gold is 7

    Example: The diamond tile gives 2 diamonds and a card
      Given player 0 has a face-up st_diamonds tile on hex -1,1
      And the citizen deck holds 3 cards
      When player 0 uses action area D
      And player 0 pays the hand cost with 1 card
      And player 0 places a road between -1,1 and 0,0
      Then player 0 has 2 diamonds
      And player 0 holds 3 cards

  @SL-9.6.3
  Rule: The parts of a special tile's effect come in the printed order

    Example: The roads come before the wood
      Given the special terrain tiles in the supply are:
        | tile       | effect                     |
        | sp-diamond | 2 diamonds                 |
        | sp-roads   | up to 2 roads, then 2 wood |
      And player 0 has a face-up sp-roads tile on hex -1,1
      When player 0 uses action area D
      And player 0 pays the hand cost with 1 card
      And player 0 places a road between -1,1 and 0,0
      Then player 0 is asked to place a road
      And player 0 has 0 wood

    Example: The wood follows once the roads are done
      Given the special terrain tiles in the supply are:
        | tile       | effect                     |
        | sp-diamond | 2 diamonds                 |
        | sp-roads   | up to 2 roads, then 2 wood |
      And player 0 has a face-up sp-roads tile on hex -1,1
      When player 0 uses action area D
      And player 0 pays the hand cost with 1 card
      And player 0 places a road between -1,1 and 0,0
      And player 0 stops
      Then player 0 has 2 wood

  @SL-9.6.4
  Rule: The prosperity steps of a special tile may be split among the tracks

    Example: Two steps on two tracks of different colours
      Given the special terrain tiles in the supply are:
        | tile          | effect             |
        | sp-prosperity | 2 prosperity steps |
      And the prosperity tracks are six plain tracks of 5 spaces
      And player 0 has a face-up sp-prosperity tile on hex -1,1
      When player 0 uses action area D
      And player 0 pays the hand cost with 1 card
      And player 0 places a road between -1,1 and 0,0
      And player 0 moves a prosperity marker on track 1
      And player 0 moves a prosperity marker on track 6
      Then player 0's prosperity markers have advanced 1, 0, 0, 0, 0, 1
