Feature: Ports
  A port is connected when its pier hex holds a terrain tile and a chain of
  tile-holding hexes leads from it to a hex next to a capital hex; connected ports
  score at the end of the game (chapter 9, section 9.9; chapter 22, item 7). The
  board is a cross of wheat field hexes around one capital with a port at each
  end.

  Background:
    Given a 2-player game in round 5
    And it is player 0's turn
    And player 0's map board is:
      | hex  | terrain | placement icon |
      | 0,0  | capital |                |
      | 1,0  | wheat   |                |
      | 2,0  | wheat   |                |
      | 3,0  | wheat   |                |
      | -1,0 | wheat   |                |
      | 0,1  | wheat   |                |
      | 0,2  | wheat   |                |
      | 0,-1 | wheat   |                |
      | 0,-2 | wheat   |                |
    And the terrain tiles in the supply are:
      | tile  | terrain | flipped side |
      | plain | wheat   | nothing      |
    And player 0's map board has the port east at hex 3,0
    And player 0's map board has the port west at hex -1,0
    And player 0's map board has the port south at hex 0,2
    And player 0's map board has the port north at hex 0,-2

  @SL-9.9.1 @SL-9.9.2 @SL-9.9.5 @SL-22.7.1 @SL-22.7.2
  Rule: Connected ports score by their number at the end

    Example: A board without tiles connects no port and scores -40
      Then player 0 scores -40 for ports at the end

    Example: 1 connected port scores -20
      Given player 0 has face-up plain tiles on -1,0
      Then player 0 scores -20 for ports at the end

    Example: 2 connected ports score -10
      Given player 0 has face-up plain tiles on -1,0, 1,0, 2,0 and 3,0
      Then player 0 scores -10 for ports at the end

    Example: 3 connected ports score -5
      Given player 0 has face-up plain tiles on -1,0, 1,0, 2,0, 3,0, 0,1 and 0,2
      Then player 0 scores -5 for ports at the end

    Example: 4 connected ports score 10
      Given player 0 has face-up plain tiles on -1,0, 1,0, 2,0, 3,0, 0,1, 0,2, 0,-1 and 0,-2
      Then player 0 scores 10 for ports at the end

  @SL-9.9.2 @SL-9.9.4
  Rule: The chain needs a tile on the pier hex and on every hex up to the capital's neighbour

    Example: A gap in the chain leaves the port unconnected
      Given player 0 has face-up plain tiles on 2,0 and 3,0
      Then player 0 scores -40 for ports at the end

    Example: A tile next to the capital without one on the pier hex connects nothing
      Given player 0 has face-up plain tiles on 0,1
      Then player 0 scores -40 for ports at the end

    Example: Roads do not bridge a gap
      Given player 0 has face-up plain tiles on 2,0 and 3,0
      And player 0 has a road between 0,0 and 1,0
      And player 0 has a road between 1,0 and 2,0
      Then player 0 scores -40 for ports at the end

    Example: Face-up and flipped tiles both carry the chain
      Given player 0 has face-up plain tiles on 1,0 and 3,0
      And player 0 has flipped plain tiles on 2,0
      Then player 0 scores -20 for ports at the end

  @SL-9.9.3
  Rule: Any capital hex ends a chain

    Example: A second capital next to the pier hex
      Given player 0's map board is:
        | hex  | terrain | placement icon |
        | 0,0  | capital |                |
        | 1,0  | wheat   |                |
        | 2,0  | wheat   |                |
        | 3,0  | wheat   |                |
        | 4,0  | capital |                |
        | -1,0 | wheat   |                |
        | 0,1  | wheat   |                |
        | 0,2  | wheat   |                |
        | 0,-1 | wheat   |                |
        | 0,-2 | wheat   |                |
      And player 0 has face-up plain tiles on 3,0
      Then player 0 scores -20 for ports at the end
