Feature: Components
  The component counts that shape play: the round aid tiles in two groups, six
  milestone tiles, four final scoring tiles, twelve kinds of skill tile, the 207
  citizen cards, map boards with a shared A side, characters two to a board, and
  only the components chosen at setup in the game (chapter 2).

  @SL-2.2.2
  Rule: Round aid tiles come in a standard group and a pass group

    Example: The tiles on the board come from their own group, no kind more often than it exists
      Given a new 4-player game with seed 21
      Then the round aid board shows 11 standard aid tiles and 3 pass aid tiles

  @SL-2.2.3 @SL-2.2.4
  Rule: Milestone tiles have a condition on each side, and final scoring tiles are drawn from four

    Example: The milestone and final scoring tiles of a new game
      Given a new 2-player game with seed 21
      Then 5 different milestone tiles are in play, each with one side up and untaken
      And 2 different final scoring tiles are in play

  @SL-2.2.7
  Rule: There are 12 kinds of skill tile with 3 tiles each

    Example: The skill stacks of a new game
      Given a new 3-player game with seed 21
      Then each of the 12 kinds of skill tile has a stack of 3 tiles

  @SL-2.3.2 @SL-2.5.4
  Rule: The citizen deck is a fixed set of 207 cards

    Example: The deck of a new game
      Given a new 4-player game with seed 21
      Then the citizen deck holds 207 different cards and the discard pile is empty

  @SL-2.4.1
  Rule: The A sides of the map boards are alike, the B sides all differ

    Example: A B side taken by one player is not offered to another
      Given a 2-player game being set up, where player 0 holds the start player marker
      And the characters on offer are:
        | character | board | income | resources |
        | hazel     | 1     | 2 gold | 10 gold   |
        | plum      | 2     | 3 gold | 10 gold   |
      When player 1 chooses the character hazel
      And player 1 chooses the map board side B1
      And player 0 chooses the character plum
      Then player 0 may choose exactly the map board sides A and B2

  @SL-2.4.3
  Rule: Two characters share each character board, one per side

    Example: Once a character is taken, neither side of its board is offered
      Given a 3-player game being set up, where player 0 holds the start player marker
      And the characters on offer are:
        | character | board | income | resources |
        | hazel     | 1     | 2 gold | 10 gold   |
        | olive     | 1     | 2 gold | 10 gold   |
        | plum      | 2     | 3 gold | 10 gold   |
        | quince    | 2     | 3 gold | 10 gold   |
        | rowan     | 3     | 3 gold | 10 gold   |
      When player 2 chooses the character hazel
      And player 2 chooses the map board side A
      Then player 1 may choose exactly the characters plum, quince and rowan

  @SL-2.1.3 @SL-2.5.5
  Rule: Only the components chosen at setup take part in the game

    Example: Without imitation boards no copying area is in play with 2 players
      Given a new 2-player game with seed 21
      Then the action areas in play include none of the imitation board

  @SL-2.5.1
  Rule: A player's own tokens are limited to their count

    Example: With both tents on the map no tent is offered
      Given a 2-player game in round 3
      And it is player 0's turn
      And player 0 holds 3 cards
      And player 0's map board is:
        | hex  | terrain |
        | 0,0  | capital |
        | 1,0  | wheat   |
        | 0,1  | wheat   |
      And the property tokens are:
        | token   | kind  | order | cost   | bonus |
        | tent_1  | tent  | 1     | 1 wood |       |
        | tent_2  | tent  | 2     | 1 wood |       |
        | house_1 | house | 1     | 1 wood |       |
      And player 0 has placed tent_1 on hex 1,0
      And player 0 has placed tent_2 on hex 0,1
      And player 0 has 5 wood
      And action area E has 3 action spaces
      When player 0 uses action area E
      And player 0 pays the hand cost with 1 card
      Then player 0 may place exactly the tokens house_1

  @SL-2.2.8 @requires:advanced_skill_tiles
  Rule: The 14 advanced skill tiles take part only with their variant

    Example: With the variant, advanced skill tiles lie beside the board
      Given a new 3-player game with seed 21 using advanced skill tiles
      Then 4 different advanced skill tiles lie beside the board of the new game
      And the regular skill tiles of the new game are not among them

    Example: Without it, none does
      Given a new 3-player game with seed 21
      Then no advanced skill tile lies beside the board of the new game

  @SL-2.5.3 @SL-16.1.4
  Rule: Each kind of skill tile runs out after its tiles are taken

    Background:
      Given a 2-player game in round 2
      And it is player 0's turn
      And player 0 holds 1 card
      And the citizen cards are:
        | card  | kind      | cost | tags | industry tag | ability      |
        | Tutor | immediate | 0    | tart | none         | 1 skill tile |
      And the skill tiles are:
        | tile   | timing | ability | trigger | left |
        | gilded | flip   | 8 gold  |         | 1    |
        | proud  | pass   | 2 VP    |         | 0    |
        | woody  | flip   | 2 wood  |         | 2    |
      And player 0 holds the citizen card Tutor

    Example: The last tile of a kind leaves its stack empty
      When player 0 plays the card Tutor
      And player 0 takes skill tile gilded
      Then 0 tiles of skill tile gilded are left

    Example: A kind with an empty stack is not offered to a player who does not hold it
      When player 0 plays the card Tutor
      Then player 0 may take exactly the skill tiles gilded and woody

  @SL-2.4.10 @requires:solo
  Rule: The solo game has 8 solo cards marked A and 8 marked B

    Example: The two solo decks of a new solo game
      Given a new 1-player game with seed 9
      Then the A deck holds the 8 A cards and the B deck the 8 B cards, face down
