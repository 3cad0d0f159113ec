@requires:solo
Feature: Solo mode
  One player plays against Mio, a virtual player who only takes up room: each
  income phase two solo cards put Mio's discs on action spaces, and from the
  player's first pass on Mio's round aid token sits on the space the player has
  just left. The solo cards here are the scenarios' own, each showing the areas
  named, because the printed cards are known only from pictures (chapter 26).

  @SL-26.2.1 @SL-26.2.2
  Rule: The play area is set up as for 2 players, without milestone and final scoring tiles

    Example: A new solo game has the 2-player round aid board and no imitation board
      Given a new 1-player game with seed 5
      Then the round aid board shows 8 standard aid tiles and 2 pass aid tiles
      And the action areas in play include none of the imitation board

    Example: A new solo game lays out no milestone and no final scoring tiles
      Given a new 1-player game with seed 5
      Then 0 different final scoring tiles are in play
      And 0 different milestone tiles are in play, each with one side up and untaken

  @SL-26.2.3
  Rule: The A and B solo cards are shuffled into two face-down decks

    Example: Each deck holds the cards of its letter
      Given a new 1-player game with seed 5
      Then the A deck holds the 8 A cards and the B deck the 8 B cards, face down

    Example: The decks are shuffled with the game's random generator
      Given a new 1-player game with seed 5
      When the same game is set up again with seed 5
      Then both games are the same
      And the solo decks are in another order than with seed 6

  @SL-26.2.3 @requires:view
  Rule: The solo decks are face down, so their order is hidden from the player

    Example: The player's view gives the size of each solo deck only
      Given a solo game in round 1
      And the next card of the A deck shows action area D
      And the next card of the A deck shows action area E
      And the next card of the B deck shows action area G
      When player 0 looks at the table
      Then player 0 sees how many cards each solo deck holds, but not their order

  @SL-26.2.4
  Rule: The player sets up alone and is the start player

    Example: The only player holds the marker and makes every setup choice
      Given a new 1-player game with seed 5
      When the setup choices are made
      Then player 0 holds the start player marker of the new game
      And the setup choices were asked in this order:
        | player | choice           |
        | 0      | character        |
        | 0      | map board side   |
        | 0      | round aid space  |

  @SL-26.2.5 @SL-26.4.3
  Rule: Mio's round aid token starts beside the round aid board

    Example: Mio's token is not on the board in a new game
      Given a new 1-player game with seed 5
      Then Mio's round aid token is beside the board in the new game

  @SL-26.3.1 @SL-26.3.2 @SL-26.1.1
  Rule: Each income phase the top card of each deck is revealed and blocks an action space

    Example: The top A and B cards are turned up and each puts Mio's disc on its area
      Given a solo game in round 1
      And action area D has 3 action spaces
      And action area G has 1 action space
      And the next card of the A deck shows action area D
      And the next card of the A deck shows action area E
      And the next card of the B deck shows action area G
      And the income phase of round 2 is next
      When the round begins
      Then the solo cards revealed so far are A card 1 and B card 1
      And the A deck holds 1 card
      And the B deck holds 0 cards
      And the action spaces of area D hold Mio, empty, empty
      And the action spaces of area G hold Mio

    Example: Mio's discs are down before the income phase asks the player anything
      Given a solo game in round 1
      And action area D has 3 action spaces
      And the next card of the A deck shows action area D
      And player 0's round aid token is on space 0
      And above round aid space 0 lies the standard aid tile to gain 1 gold
      And above round aid space 0 lies the standard aid tile to gain 1 wheat
      And the income phase of round 2 is next
      When play reaches the next decision
      Then player 0 is asked which standard aid tile to resolve first
      And the action spaces of area D hold Mio, empty, empty

    Example: An area whose only space Mio holds is not offered to the player
      Given a solo game in round 1
      And player 0 holds 3 cards
      And action area G costs nothing and lets the player gain 1 gold
      And action area H costs nothing and lets the player gain 1 wheat
      And action area G has 1 action space
      And action area H has 1 action space
      And the next card of the B deck shows action area G
      And the income phase of round 2 is next
      When the round begins
      Then action area G is not offered to player 0
      And action area H is offered to player 0

    Example: Using the area Mio blocks is refused
      Given a solo game in round 1
      And player 0 holds 3 cards
      And action area G costs nothing and lets the player gain 1 gold
      And action area G has 1 action space
      And the next card of the B deck shows action area G
      And the income phase of round 2 is next
      When player 0 uses action area G
      Then the action is refused because of SL-8.2.1

  @SL-26.3.3 @SL-26.1.2
  Rule: A solo card's disc goes on the leftmost empty space of the first area it shows that can take it

    Example: The player's disc follows Mio's and pays the hand cost of the second space
      Given a solo game in round 1
      And player 0 holds 4 cards
      And action area D costs nothing and lets the player gain 1 gold
      And action area D has 3 action spaces
      And the next card of the A deck shows action area D
      And the income phase of round 2 is next
      When player 0 pays 2 cards to use action area D
      Then the action spaces of area D hold Mio, player 0, empty
      And player 0 holds 2 cards
      And player 0 has 1 gold

    Example: Only the first area shown is blocked
      Given a solo game in round 1
      And action area D has 3 action spaces
      And action area E has 3 action spaces
      And the next card of the A deck shows action areas D, then E
      And the income phase of round 2 is next
      When the round begins
      Then the action spaces of area D hold Mio, empty, empty
      And the action spaces of area E hold empty, empty, empty

    Example: A second disc on the same area takes its next empty space
      Given a solo game in round 1
      And action area K has 3 action spaces
      And the next card of the A deck shows action area K
      And the next card of the B deck shows action area K
      And the income phase of round 2 is next
      When the round begins
      Then the action spaces of area K hold Mio, Mio, empty

  @SL-26.3.4 @SL-26.3.1
  Rule: An area not yet available or already full is passed over, and a card may place nothing

    Example: A full area is passed over for the next one the card shows, the A card going first
      Given a solo game in round 1
      And action area G has 1 action space
      And action area H has 1 action space
      And the next card of the A deck shows action area G
      And the next card of the B deck shows action areas G, then H
      And the income phase of round 2 is next
      When the round begins
      Then the action spaces of area G hold Mio
      And the action spaces of area H hold Mio

    Example: An advanced area that is not yet available is passed over
      Given a solo game in round 1
      And action area M is an advanced area that opens in round 3
      And action area M has 3 action spaces
      And action area K has 3 action spaces
      And the next card of the B deck shows action areas M, then K
      And the income phase of round 2 is next
      When the round begins
      Then the action spaces of area M hold empty, empty, empty
      And the action spaces of area K hold Mio, empty, empty

    Example: The same card blocks the advanced area once it is available
      Given a solo game in round 2
      And action area M is an advanced area that opens in round 3
      And action area M has 3 action spaces
      And action area K has 3 action spaces
      And the next card of the B deck shows action areas M, then K
      And the income phase of round 3 is next
      When the round begins
      Then the action spaces of area M hold Mio, empty, empty
      And the action spaces of area K hold empty, empty, empty

    Example: A card whose every area is full places no disc
      Given a solo game in round 1
      And action area G has 1 action space
      And action area H has 1 action space
      And the next card of the A deck shows action area G
      And the next card of the B deck shows action area G
      And the income phase of round 2 is next
      When the round begins
      Then the action spaces of area G hold Mio
      And the action spaces of area H hold empty
      And the solo cards revealed so far are A card 1 and B card 1

  @SL-26.3.5
  Rule: Revealed solo cards stay out of play; each round reveals two more

    Example: Two new cards join the ones revealed in earlier rounds
      Given a solo game in round 2
      And 2 solo cards were revealed in earlier rounds
      And action area D has 3 action spaces
      And the next card of the A deck shows action area D
      And the next card of the B deck shows action area D
      And the income phase of round 3 is next
      When the round begins
      Then the solo cards revealed so far are earlier card 1, earlier card 2, A card 1 and B card 1
      And the A deck holds 0 cards
      And the B deck holds 0 cards

    Example: An empty deck reveals nothing
      Given a solo game in round 4
      And action area D has 3 action spaces
      And the next card of the B deck shows action area D
      And the income phase of round 5 is next
      When the round begins
      Then the solo cards revealed so far are B card 1
      And the action spaces of area D hold Mio, empty, empty

  @SL-26.3.6
  Rule: Mio's discs leave the action spaces at cleanup

    Example: The cleanup clears Mio's discs with the player's
      Given a solo game in round 2
      And the action spaces of area D hold Mio, player 0, empty
      And the action phase of round 2 has just ended
      When play reaches the next decision
      Then round 3 is being played
      And no action space holds Mio's disc

  @SL-26.4.1 @SL-26.1.1
  Rule: The player takes every turn of the action phase until they pass

    Example: After ending a turn the player takes the next one in the same round
      Given a solo game in round 1
      And player 0 holds 3 cards
      And action area D costs nothing and lets the player gain 1 gold
      And action area D has 3 action spaces
      When player 0 uses action area D
      And player 0 pays the hand cost with 1 card
      And player 0 ends the turn
      Then player 0 is asked to take a turn
      And round 1 is being played
      And the action spaces of area D hold player 0, empty, empty

  @SL-26.4.2 @SL-26.4.4
  Rule: After the player's pass Mio's round aid token takes the space the player left

    Example: Mio's token moves from its space to the one the player left
      Given a solo game in round 2
      And player 0's round aid token is on space 0
      And Mio's round aid token is on space 2
      When player 0 passes and moves the round aid token to space 1
      Then Mio's round aid token is on space 0
      And player 0's round aid token is on space 1

    Example: The space under Mio's token is not offered
      Given a solo game in round 2
      And player 0's round aid token is on space 0
      And Mio's round aid token is on space 2
      When player 0 passes
      Then player 0 may move the round aid token only to spaces 1, 3 and 4

    Example: Moving onto Mio's token is refused
      Given a solo game in round 2
      And player 0's round aid token is on space 0
      And Mio's round aid token is on space 2
      When player 0 passes
      And player 0 moves the round aid token to space 2
      Then the action is refused because of SL-26.4.2

  @SL-26.4.3
  Rule: Mio's token enters the round aid board at the player's first pass

    Example: Before the first pass every other space is open to the player
      Given a solo game in round 1
      And player 0's round aid token is on space 3
      When player 0 passes
      Then player 0 may move the round aid token only to spaces 0, 1, 2 and 4

    Example: The first pass puts Mio's token on the space the player left
      Given a solo game in round 1
      And player 0's round aid token is on space 3
      When player 0 passes and moves the round aid token to space 1
      Then Mio's round aid token is on space 3

  @SL-26.4.5
  Rule: Mio's round aid token gains nothing from its space

    Example: The standard aid tile under Mio's token pays nobody
      Given a solo game in round 2
      And player 0's round aid token is on space 0
      And Mio's round aid token is on space 2
      And above round aid space 2 lies the standard aid tile to gain 3 gold
      And the income phase of round 3 is next
      When the round begins
      Then player 0 has 0 gold

    Example: The pass aid tile under Mio's token scores nothing for the player
      Given a solo game in round 2
      And player 0's round aid token is on space 0
      And Mio's round aid token is on space 2
      And above round aid space 2 lies the pass aid tile to score 5 VP
      When player 0 passes and moves the round aid token to space 1
      Then player 0 has 0 VP on the scoring track

  @SL-26.5.1
  Rule: Hand drafting and variable turn order are not used; advanced skill tiles may be

    @requires:hand_drafting
    Example: A solo game with hand drafting is refused
      Given a solo game in round 1
      When a new solo game with the hand drafting variant is asked for
      Then the solo request is refused because of SL-26.5.1

    @requires:variable_turn_order
    Example: A solo game with variable turn order is refused
      Given a solo game in round 1
      When a new solo game with the variable turn order variant is asked for
      Then the solo request is refused because of SL-26.5.1

    @requires:advanced_skill_tiles
    Example: A solo game with advanced skill tiles lays out two of them
      Given a solo game in round 1
      When a new solo game with the advanced skill tiles variant is asked for
      Then the new game has 2 advanced skill tiles beside the board

  @SL-26.6.1
  Rule: The game ends after the action phase of round 5 and is scored as a 2-player game

    Example: The pass of round 5 ends the solo game
      Given a solo game in round 5
      And player 0's round aid token is on space 0
      When player 0 passes and moves the round aid token to space 1
      Then the game is over

    Example: The final scoring items of chapter 22 apply
      Given a solo game in round 5
      And player 0 has 3 city points
      And player 0 has 7 gold
      When the game is scored
      Then player 0's final score counts 6 VP for city points
      And player 0's final score counts 1 VP for gold

  @SL-26.6.2
  Rule: Milestones and final scoring tiles score nothing in a solo game

    Example: Items 8 and 9 of the final scoring are 0
      Given a solo game in round 5
      When the game is scored
      Then player 0's final score counts 0 VP for milestones
      And player 0's final score counts 0 VP for final scoring tiles

  @SL-26.6.3 @SL-26.1.1
  Rule: Mio scores nothing, so only the player's score is given

    Example: The score lists the player alone
      Given a solo game in round 5
      And player 0 has 40 victory points
      When the game is scored
      Then only player 0 is scored, in first place, with no title

  @SL-26.6.4
  Rule: A final score above 250 or above 300 VP earns a title

    Scenario Outline: A final score of <total> VP earns <title>
      Given a solo game in round 5
      And player 0's victory points bring the final score to <total>
      When the game is scored
      Then only player 0 is scored, in first place, with <title>

      Examples:
        | total | title                      |
        | 250   | no title                   |
        | 251   | the expert pâtissier title |
        | 300   | the expert pâtissier title |
        | 301   | the beloved ruler title    |
