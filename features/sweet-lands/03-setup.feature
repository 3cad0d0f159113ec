Feature: Setup for 2 to 4 players
  Setup draws the tiles at random with the game's generator, names the start
  player, then lets every player choose a character and a map board side
  counter-clockwise from the start player's right, and afterwards a round aid
  space in the same order (chapter 3).

  @SL-3.1.1 @SL-3.6.2 @SL-3.6.5 @SL-3.8.1 @SL-3.8.3
  Rule: Characters and map sides are chosen counter-clockwise from the start player's right, then round aid spaces

    Example: Four players with player 2 as the start player
      Given a new 4-player game with seed 5, where player 2 starts
      When the setup choices are made
      Then the setup choices were asked in this order:
        | player | choice          |
        | 1      | character       |
        | 1      | map board side  |
        | 0      | character       |
        | 0      | map board side  |
        | 3      | character       |
        | 3      | map board side  |
        | 2      | character       |
        | 2      | map board side  |
        | 1      | round aid space |
        | 0      | round aid space |
        | 3      | round aid space |
        | 2      | round aid space |

  @SL-3.5.1 @SL-3.5.2
  Rule: The start player is the one the setup options name, or else drawn at random

    Example: The options name the start player
      Given a new 3-player game with seed 5, where player 2 starts
      Then player 2 holds the start player marker of the new game

    Example: Drawn with the game's generator when none is named
      Given a new 2-player game with seed 0
      Then player 1 holds the start player marker of the new game

    Example: A start player who has no seat in the game is refused
      Given a 2-player game in round 1
      When a new 2-player game is asked for with the start player marker at seat 2
      Then the request is refused as malformed

  @SL-3.2.2 @SL-3.2.3
  Rule: The skill tiles are stacked by kind and the citizen deck holds every card, shuffled

    Example: A new game's skill stacks and deck
      Given a new 2-player game with seed 3
      Then each of the 12 kinds of skill tile has a stack of 3 tiles
      And the citizen deck holds 207 different cards and the discard pile is empty

  @SL-3.3.1 @SL-3.3.2 @SL-3.3.3
  Rule: The number of round aid tiles drawn depends on the player count

    Scenario Outline: Round aid tiles for <players> players
      Given a new <players>-player game with seed 9
      Then the round aid board shows <standard> standard aid tiles and <passes> pass aid tiles

      Examples:
        | players | standard | passes |
        | 2       | 8        | 2      |
        | 3       | 9        | 3      |
        | 4       | 11       | 3      |

  @SL-3.3.5
  Rule: The round marker starts on round 1

    Example: A new game is set up for round 1
      Given a new 2-player game with seed 9
      Then round 1 has not begun yet

  @SL-3.4.1 @SL-3.4.2
  Rule: Two final scoring tiles and five milestone tiles are drawn

    Example: The tiles beside the main board
      Given a new 3-player game with seed 4
      Then 2 different final scoring tiles are in play
      And 5 different milestone tiles are in play, each with one side up and untaken

  @SL-3.4.3
  Rule: The imitation boards in use depend on the player count

    Scenario Outline: Imitation boards with <players> players
      Given a new <players>-player game with seed 2
      Then the action areas in play include <which> imitation board

      Examples:
        | players | which               |
        | 2       | none of the         |
        | 3       | only the 3/4-player |
        | 4       | each                |

  @SL-3.7.1 @SL-3.7.2 @SL-3.7.3 @SL-3.7.4 @SL-3.7.5 @SL-3.9.1 @SL-3.9.2 @SL-3.9.5
  Rule: Every player starts with all tokens off the map, markers at their start and no cards

    Example: The starting position
      Given a new 4-player game with seed 6
      Then every player starts with empty hands, no points and every marker on its starting space

  @SL-3.6.3
  Rule: A board another player has chosen cannot be chosen

    Background:
      Given a 2-player game being set up, where player 0 holds the start player marker
      And the characters on offer are:
        | character | board | income | resources |
        | hazel     | 1     | 2 gold | 10 gold   |
        | olive     | 1     | 3 gold | 10 gold   |
        | plum      | 2     | 4 gold | 10 gold   |

    Example: The other side of a chosen character board is gone too
      When player 1 chooses the character hazel
      And player 1 chooses the map board side B1
      And player 0 chooses the character olive
      Then the action is refused because of SL-3.6.3

    Example: A chosen B side is gone, the A side stays for everyone
      When player 1 chooses the character hazel
      And player 1 chooses the map board side B1
      And player 0 chooses the character plum
      And player 0 chooses the map board side B1
      Then the action is refused because of SL-3.6.3

    Example: Both players may take the A side
      When player 1 chooses the character hazel
      And player 1 chooses the map board side A
      And player 0 chooses the character plum
      And player 0 chooses the map board side A
      Then player 1 is asked to place the round aid token

  @SL-3.6.4 @SL-5.3.1
  Rule: The chosen character's basic ability applies from the start of the game

    Example: An income ability pays in round 1
      Given a 2-player game being set up, where player 0 holds the start player marker
      And the characters on offer are:
        | character | board | income | resources | income ability  |
        | hazel     | 1     |        |           | gain 1 diamond  |
        | plum      | 2     |        |           |                 |
      And the citizen deck holds 20 cards
      When player 1 chooses the character plum
      And player 1 chooses the map board side A
      And player 0 chooses the character hazel
      And player 0 chooses the map board side A
      And player 1 places the round aid token on space 0
      And player 0 places the round aid token on space 1
      Then player 0 has 1 diamond
      And player 1 has 0 diamonds

  @SL-3.9.3 @SL-3.9.4
  Rule: Starting income and resources are those of the chosen character

    Example: Income and resources as printed on the character
      Given a 2-player game being set up, where player 0 holds the start player marker
      And the characters on offer are:
        | character | board | income                           | resources                                  |
        | hazel     | 1     | 6 gold, 1 wheat, 2 wood, 3 iron  | 11 gold, 3 wheat, 2 wood, 1 iron, 2 diamond |
        | plum      | 2     | 5 gold                           | 10 gold                                    |
      When player 1 chooses the character hazel
      Then player 1's income is 6 gold, 1 wheat, 2 wood and 3 iron
      And player 1 holds 11 gold, 3 wheat, 2 wood, 1 iron and 2 diamonds as resources

  @SL-3.8.2
  Rule: A round aid space holding a token cannot be chosen

    Example: The second player cannot join the first on a space
      Given a 2-player game being set up, where player 0 holds the start player marker
      And the characters on offer are:
        | character | board | income | resources |
        | hazel     | 1     | 2 gold | 10 gold   |
        | plum      | 2     | 3 gold | 10 gold   |
      When player 1 chooses the character hazel
      And player 1 chooses the map board side A
      And player 0 chooses the character plum
      And player 0 chooses the map board side A
      And player 1 places the round aid token on space 2
      And player 0 places the round aid token on space 2
      Then the action is refused because of SL-3.8.2
