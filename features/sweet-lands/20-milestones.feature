Feature: Milestones
  A player who meets the face-up condition of a milestone tile beside the board
  may take it as a free action during their turn; the third tile taken sends the
  other two back to the box, and each tile is worth 10 VP at the end (chapter 20).

  Background:
    Given a 2-player game in round 3
    And it is player 0's turn
    And player 0 holds 2 cards
    And the citizen cards are:
      | card | kind      | cost | tags      | industry tag |
      | Cake | immediate | 0    | shortcake | agricultural |
      | Tea  | immediate | 0    | wagashi   | mining       |

  @SL-20.1.3 @SL-20.1.1
  Rule: Only the condition on the face-up side counts

    Example: Meeting the hidden side's condition does not qualify
      Given the milestone tiles beside the board are:
        | tile   | side a          | side b         | face up |
        | trophy | 3 cards played  | 8 gold income  | b       |
      And player 0 has played the citizen cards Cake, Cake and Tea
      Then player 0 may take exactly the milestone tiles none

    Example: Taking it anyway is refused
      Given the milestone tiles beside the board are:
        | tile   | side a          | side b         | face up |
        | trophy | 3 cards played  | 8 gold income  | b       |
      And player 0 has played the citizen cards Cake, Cake and Tea
      When player 0 takes milestone tile trophy
      Then the action is refused because of SL-20.1.3

    Example: Meeting the face-up side's condition qualifies
      Given the milestone tiles beside the board are:
        | tile   | side a          | side b         | face up |
        | trophy | 3 cards played  | 8 gold income  | a       |
      And player 0 has played the citizen cards Cake, Cake and Tea
      Then player 0 may take exactly the milestone tiles trophy

  @SL-20.2.1 @SL-20.2.2
  Rule: Taking a milestone tile is a free action that costs nothing

    Example: The tile is taken and the turn goes on
      Given the milestone tiles beside the board are:
        | tile   | side a         | side b        | face up |
        | trophy | 3 cards played | 8 gold income | a       |
      And player 0 has played the citizen cards Cake, Cake and Tea
      And player 0 has 5 gold
      When player 0 takes milestone tile trophy
      Then milestone tile trophy is taken by player 0
      And player 0 has 5 gold
      And player 0 may pass

    Example: A condition counted in groups of two is met by three complete groups
      Given the milestone tiles beside the board are:
        | tile   | side a                          | side b        | face up |
        | trophy | 3 counting 1 per 2 cards played | 8 gold income | a       |
      And player 0 has played the citizen cards Cake, Cake, Cake, Tea, Tea and Tea
      Then player 0 may take exactly the milestone tiles trophy

    Example: A condition counted in groups of two is not met by two groups and a single card
      Given the milestone tiles beside the board are:
        | tile   | side a                          | side b        | face up |
        | trophy | 3 counting 1 per 2 cards played | 8 gold income | a       |
      And player 0 has played the citizen cards Cake, Cake, Cake, Tea and Tea
      Then player 0 may take exactly the milestone tiles none

    Example: A condition counting 2 for each card is met by three cards when it asks for 6
      Given the milestone tiles beside the board are:
        | tile   | side a                       | side b        | face up |
        | trophy | 6 counting 2 per card played | 8 gold income | a       |
      And player 0 has played the citizen cards Cake, Cake and Tea
      Then player 0 may take exactly the milestone tiles trophy

    Example: A condition counting 2 for each card is not met by three cards when it asks for 7
      Given the milestone tiles beside the board are:
        | tile   | side a                       | side b        | face up |
        | trophy | 7 counting 2 per card played | 8 gold income | a       |
      And player 0 has played the citizen cards Cake, Cake and Tea
      Then player 0 may take exactly the milestone tiles none

  @SL-20.2.3
  Rule: A tile taken by one player can no longer be taken

    Example: Another player's tile is refused
      Given the milestone tiles beside the board are:
        | tile   | side a         | side b        | face up | taken by |
        | trophy | 3 cards played | 8 gold income | a       | 1        |
      And player 0 has played the citizen cards Cake, Cake and Tea
      When player 0 takes milestone tile trophy
      Then the action is refused because of SL-20.2.3

  @SL-20.2.4
  Rule: Any number of milestone tiles may be taken in one turn

    Example: Two tiles in the same turn
      Given the milestone tiles beside the board are:
        | tile   | side a         | side b        | face up |
        | trophy | 3 cards played | 8 gold income | a       |
        | medal  | 8 gold income  | 1 cards played | a      |
      And player 0 has played the citizen cards Cake, Cake and Tea
      And player 0 has an income of 8 gold
      When player 0 takes milestone tile trophy
      And player 0 takes milestone tile medal
      Then milestone tile trophy is taken by player 0
      And milestone tile medal is taken by player 0

  @SL-20.2.5
  Rule: A tile not taken when the condition was first met may be taken later

    Example: The tile is still there at the player's next turn
      Given the milestone tiles beside the board are:
        | tile   | side a         | side b        | face up |
        | trophy | 3 cards played | 8 gold income | a       |
      And player 0 has played the citizen cards Cake, Cake and Tea
      And player 1 holds 2 cards
      And player 0's round aid token is on space 0
      And player 1's round aid token is on space 1
      When player 0 plays the card plain
      And player 0 ends the turn
      And player 1 passes and moves the round aid token to space 2
      And player 0 takes milestone tile trophy
      Then milestone tile trophy is taken by player 0

  @SL-20.2.6
  Rule: The third milestone tile taken sends the other two back to the box

    Example: The last two tiles leave the game
      Given the milestone tiles beside the board are:
        | tile   | side a         | side b        | face up | taken by |
        | first  | 1 cards played | 1 cards played | a      | 1        |
        | second | 1 cards played | 1 cards played | a      | 0        |
        | third  | 3 cards played | 8 gold income  | a      |          |
        | fourth | 1 cards played | 1 cards played | a      |          |
        | fifth  | 1 cards played | 1 cards played | a      |          |
      And player 0 has played the citizen cards Cake, Cake and Tea
      When player 0 takes milestone tile third
      Then milestone tile fourth is back in the box
      And milestone tile fifth is back in the box
      And player 0 may take exactly the milestone tiles none

    Example: A tile back in the box is refused
      Given the milestone tiles beside the board are:
        | tile   | side a         | side b        | face up | taken by |
        | first  | 1 cards played | 1 cards played | a      | 1        |
        | second | 1 cards played | 1 cards played | a      | 0        |
        | third  | 3 cards played | 8 gold income  | a      |          |
        | fourth | 1 cards played | 1 cards played | a      |          |
        | fifth  | 1 cards played | 1 cards played | a      |          |
      And player 0 has played the citizen cards Cake, Cake and Tea
      When player 0 takes milestone tile third
      And player 0 takes milestone tile fourth
      Then the action is refused because of SL-20.2.6

    Example: After two tiles the others stay
      Given the milestone tiles beside the board are:
        | tile   | side a         | side b        | face up | taken by |
        | first  | 1 cards played | 1 cards played | a      | 1        |
        | third  | 3 cards played | 8 gold income  | a      |          |
        | fourth | 1 cards played | 1 cards played | a      |          |
      And player 0 has played the citizen cards Cake, Cake and Tea
      When player 0 takes milestone tile third
      Then milestone tile fourth is still beside the board
      And player 0 may take exactly the milestone tiles fourth

  @SL-20.2.7
  Rule: Each milestone tile held is worth 10 VP at the end

    Example: Two tiles score 20
      Given the milestone tiles beside the board are:
        | tile   | side a         | side b         | face up | taken by |
        | first  | 1 cards played | 1 cards played | a       | 0        |
        | second | 1 cards played | 1 cards played | a       | 0        |
        | third  | 1 cards played | 1 cards played | a       | 1        |
      Then player 0 scores 20 for milestones at the end

  @SL-20.3.1
  Rule: Milestone 1 asks for 10 wheat fields or seas, or 10 forests or mines

    Example: Ten wheat fields meet side a
      Given milestone tile milestone_1 lies beside the board with side a up
      And player 0 has 10 terrain tiles on the map
      Then player 0 may take exactly the milestone tiles milestone_1

    Example: Nine are not enough
      Given milestone tile milestone_1 lies beside the board with side a up
      And player 0 has 9 terrain tiles on the map
      Then player 0 may take exactly the milestone tiles none

    Example: Ten wheat fields do not meet side b
      Given milestone tile milestone_1 lies beside the board with side b up
      And player 0 has 10 terrain tiles on the map
      Then player 0 may take exactly the milestone tiles none

  @SL-20.3.3
  Rule: Milestone 2a asks for 5 properties on the map board

    Example: Five tents meet it
      Given milestone tile milestone_2 lies beside the board with side a up
      And all 5 tents of player 0 are on the map board
      Then player 0 may take exactly the milestone tiles milestone_2

  @SL-20.3.4
  Rule: Milestone 3 asks for 7 food spaces or a second wonder icon

    Example: Seven food spaces meet side a
      Given milestone tile milestone_3 lies beside the board with side a up
      And player 0's food marker is on space 7
      Then player 0 may take exactly the milestone tiles milestone_3

    Example: Six food spaces do not
      Given milestone tile milestone_3 lies beside the board with side a up
      And player 0's food marker is on space 6
      Then player 0 may take exactly the milestone tiles none

    Example: A second wonder icon meets side b
      Given milestone tile milestone_3 lies beside the board with side b up
      And player 0 has unlocked 2 wonder icons
      Then player 0 may take exactly the milestone tiles milestone_3

  @SL-20.3.5
  Rule: Milestone 4 asks for 6 cards played, automated ones included, or 4 shortcake tags

    Example: Five played and one automated card meet side a
      Given milestone tile milestone_4 lies beside the board with side a up
      And player 0 has played the citizen cards Tea, Tea, Tea, Tea and Tea
      And player 0's agricultural column holds Cake
      Then player 0 may take exactly the milestone tiles milestone_4

    Example: Five cards do not
      Given milestone tile milestone_4 lies beside the board with side a up
      And player 0 has played the citizen cards Tea, Tea, Tea, Tea and Tea
      Then player 0 may take exactly the milestone tiles none

    Example: Four shortcake tags, one from the character, meet side b
      Given milestone tile milestone_4 lies beside the board with side b up
      And player 0 has played the citizen cards Cake and Cake
      And player 0's agricultural column holds Cake
      And player 0's character gives the sweets tags shortcake
      Then player 0 may take exactly the milestone tiles milestone_4

    Example: Shortcake tags in the hand do not count
      Given milestone tile milestone_4 lies beside the board with side b up
      And player 0 has played the citizen cards Cake, Cake and Cake
      And player 0 holds the citizen card Cake
      Then player 0 may take exactly the milestone tiles none

  @SL-20.3.6
  Rule: Milestone 5a asks for a gold income of 30

    Example: A gold income of 30 meets it
      Given milestone tile milestone_5 lies beside the board with side a up
      And player 0 has an income of 30 gold
      Then player 0 may take exactly the milestone tiles milestone_5

    Example: A gold income of 29 does not
      Given milestone tile milestone_5 lies beside the board with side a up
      And player 0 has an income of 29 gold
      Then player 0 may take exactly the milestone tiles none

  @SL-20.3.7 @SL-20.3.9
  Rule: Milestone 6b asks for 15 victory points on the scoring track

    Example: Fifteen victory points meet it
      Given milestone tile milestone_6 lies beside the board with side b up
      And player 0 has 15 victory points
      Then player 0 may take exactly the milestone tiles milestone_6

    Example: Fourteen do not
      Given milestone tile milestone_6 lies beside the board with side b up
      And player 0 has 14 victory points
      Then player 0 may take exactly the milestone tiles none

  @SL-20.1.2 @SL-2.2.3
  Rule: A new game lays 5 of the 6 milestone tiles beside the board, each with one side up

    Example: Five different tiles, none taken
      Given a new 3-player game with seed 11
      Then 5 different milestone tiles are in play, each with one side up and untaken

  @SL-20.3.2
  Rule: Milestone 1 counts regular terrain tiles either side up, and special terrain tiles for neither side

    Background:
      Given player 0's map board is:
        | hex | terrain |
        | 0,0 | capital |
        | 1,0 | wheat   |
        | 2,0 | wheat   |
        | 3,0 | wheat   |
        | 4,0 | wheat   |
        | 5,0 | wheat   |
        | 6,0 | sea     |
        | 7,0 | sea     |
        | 8,0 | sea     |
        | 9,0 | sea     |
        | 10,0 | special |
        | 11,0 | sea     |
      And the terrain tiles in the supply are:
        | tile  | terrain | flipped side |
        | field | wheat   | nothing      |
        | water | sea     | nothing      |
      And the special terrain tiles in the supply are:
        | tile  | effect |
        | oasis | 1 gold |
      And player 0 has face-up field tiles on 1,0, 2,0 and 3,0
      And player 0 has flipped field tiles on 4,0 and 5,0
      And player 0 has face-up water tiles on 6,0 and 7,0
      And player 0 has flipped water tiles on 8,0 and 9,0

    Example: Face-up and flipped wheat fields and seas together reach 10
      Given player 0 has a flipped water tile on hex 11,0
      And milestone tile milestone_1 lies beside the board with side a up
      Then player 0 may take exactly the milestone tiles milestone_1

    Example: A special terrain tile is not the tenth
      Given player 0 has a flipped oasis tile on hex 10,0
      And milestone tile milestone_1 lies beside the board with side a up
      Then player 0 may take exactly the milestone tiles none

    Example: A special terrain tile does not count for side b either
      Given player 0 has a flipped oasis tile on hex 10,0
      And milestone tile milestone_1 lies beside the board with side b up
      Then player 0 may take exactly the milestone tiles none

  @SL-20.3.8 @SL-20.3.7
  Rule: Milestone 6a asks one industry marker to have advanced 8 spaces by itself

    Background:
      Given the industry track is:
        | space | carriage bonus | locomotive bonus |
        | 1     |                |                  |
        | 2     |                |                  |
        | 3     |                |                  |
        | 4     |                |                  |
        | 5     |                |                  |
        | 6     |                |                  |
        | 7     |                |                  |
        | 8     |                |                  |
        | 9     |                |                  |
        | 10    |                |                  |
      And milestone tile milestone_6 lies beside the board with side a up

    Example: The carriage 8 spaces on meets it
      Given player 0's carriage is on space 9
      Then player 0 may take exactly the milestone tiles milestone_6

    Example: Seven and five spaces are not added together
      Given player 0's carriage is on space 8
      And player 0's locomotive is on space 6
      Then player 0 may take exactly the milestone tiles none

  @SL-20.1.4 @requires:solo
  Rule: The solo game uses no milestone tiles

    Example: A new solo game lays out no milestone tile
      Given a new 1-player game with seed 5
      Then no milestone tile is in play in the new game

  @SL-20.3.3
  Rule: Milestone 2 counts the clock tower among the properties, or asks for 2 connected ports

    Background:
      Given player 0's map board is:
        | hex  | terrain |
        | 0,0  | capital |
        | 1,0  | wheat   |
        | 2,0  | wheat   |
        | 3,0  | wheat   |
        | 4,0  | wheat   |
        | 5,0  | wheat   |
        | -1,0 | wheat   |
        | -2,0 | wheat   |
      And the terrain tiles in the supply are:
        | tile  | terrain | flipped side |
        | plain | wheat   | nothing      |
      And the property tokens are:
        | token       | kind        | order | cost    |
        | tent_1      | tent        | 1     | nothing |
        | tent_2      | tent        | 2     | nothing |
        | tent_3      | tent        | 3     | nothing |
        | tent_4      | tent        | 4     | nothing |
        | clock_tower | clock tower | 1     | nothing |
      And player 0 has flipped plain tiles on 1,0, 2,0, 3,0, 4,0 and 5,0
      And player 0 has placed tent_1 on hex 1,0
      And player 0 has placed tent_2 on hex 2,0
      And player 0 has placed tent_3 on hex 3,0
      And player 0 has placed tent_4 on hex 4,0

    Example: Four tents and the clock tower make five properties
      Given player 0 has placed clock_tower on hex 5,0
      And milestone tile milestone_2 lies beside the board with side a up
      Then player 0 may take exactly the milestone tiles milestone_2

    Example: Four tents alone are not enough
      Given milestone tile milestone_2 lies beside the board with side a up
      Then player 0 may take exactly the milestone tiles none

    Example: Two connected ports meet side b
      Given player 0's map board has the port east at hex 5,0
      And player 0's map board has the port west at hex -2,0
      And player 0 has face-up plain tiles on -1,0 and -2,0
      And milestone tile milestone_2 lies beside the board with side b up
      Then player 0 may take exactly the milestone tiles milestone_2

    Example: One connected port does not
      Given player 0's map board has the port east at hex 5,0
      And player 0's map board has the port west at hex -2,0
      And player 0 has face-up plain tiles on -2,0
      And milestone tile milestone_2 lies beside the board with side b up
      Then player 0 may take exactly the milestone tiles none

  @SL-20.3.6
  Rule: Milestone 5b asks for 5 steps in one colour of prosperity tracks, both of its tracks together

    Background:
      Given the prosperity tracks are six plain tracks of 9 spaces
      And milestone tile milestone_5 lies beside the board with side b up

    Example: Three and two steps on the green tracks meet it
      Given player 0's marker on track_3 has advanced 3 spaces
      And player 0's marker on track_4 has advanced 2 spaces
      Then player 0 may take exactly the milestone tiles milestone_5

    Example: Steps of different colours are not added together
      Given player 0's marker on track_1 has advanced 4 spaces
      And player 0's marker on track_3 has advanced 4 spaces
      Then player 0 may take exactly the milestone tiles none
