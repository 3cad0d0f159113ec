Feature: The printed characters and the clock tower
  Every printed character needs a wonder icon before its clock tower may go on
  the map (chapter 19, section 19.2; SL-23.1.6). The scenarios use the printed
  characters themselves, whose other clock tower conditions are provisional and
  never relied on: with no wonder icon unlocked, none of them is offered the
  clock tower, though a flipped tile and a free capital hex are there for it.

  Background:
    Given a 2-player game in round 2
    And it is player 0's turn
    And player 0 holds 3 cards
    And player 0's map board is:
      | hex  | terrain | placement icon |
      | 0,0  | capital |                |
      | 1,0  | wheat   |                |
      | 0,1  | wheat   |                |
    And the terrain tiles in the supply are:
      | tile       | terrain | flipped side |
      | wheat-gold | wheat   | 2 gold       |
    And player 0 has a flipped wheat-gold tile on hex 1,0
    And player 0 has a face-up wheat-gold tile on hex 0,1

  @SL-19.2.2 @SL-23.1.6
  Rule: No character places the clock tower before unlocking a wonder icon

    Scenario Outline: <character> without a wonder icon
      Given player 0's character is <character>
      And player 0 has unlocked 0 wonder icons
      Then player 0 may place the clock tower on exactly none

      Examples:
        | character       |
        | Biscuit Bastet  |
        | Nata Pastel     |
        | Solbee Chocolat |
        | Rikka Berry     |
        | Lotus Che       |
        | Alice Tearose   |
        | Elsa Skyr       |
        | Eline Macaron   |
        | Sena Delight    |
        | Carmen Mel      |
        | Sakura Mochi    |
        | Gretel Stollen  |
        | Jasmine Mei     |
        | Coral Lyla      |
