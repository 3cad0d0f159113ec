Feature: Positions an engine refuses
  A state that no play could reach, and on which no engine could go on with a
  sense the rules give, is refused by `load` naming the invariant it breaks, and
  the engine keeps the position it held (chapter 16). Each scenario sets up a
  position that loads, then hands the engine that same position changed in one
  place only.

  @LY-16.1.1
  Rule: The state matches the state schema

    Example: A word where Cash belongs
      Given a 2-player game in round 3
      And it is player 0's turn
      When a position is loaded in which player 0's Cash is the word plenty
      Then the position is refused because of LY-16.1.1

    Example: Cash near the 64-bit limit
      Given a 2-player game in round 3
      And it is player 0's turn
      When a position is loaded in which player 0 has 9223372036854775807 Cash
      Then the position is refused because of LY-16.1.1

    Example: Cash below nothing
      Given a 2-player game in round 3
      And it is player 0's turn
      When a position is loaded in which player 0 has -1 Cash
      Then the position is refused because of LY-16.1.1

    Example: Cash with a fraction part
      Given a 2-player game in round 3
      And it is player 0's turn
      When a position is loaded in which player 0's Cash is written as 2.5
      Then the position is refused because of LY-16.1.1

    Example: A tenth round
      Given a 2-player game in round 3
      And it is player 0's turn
      When a position is loaded in which the game is in round 10
      Then the position is refused because of LY-16.1.1

    Example: A payment of five million Cash
      Given a 2-player game in round 2
      And the Distribution round is under way with player 0 to take a turn
      And player 0 holds a Common field "Paddy" of 4 spaces for wheat and bean
      And player 0 holds 1 other card
      And the Courtyard holds a card "Open"
      And player 1 holds 2 other cards
      When player 0 takes "Open" from the Courtyard with "Paddy"
      Then player 0 is asked to pay 2 Cash for "Paddy"
      When a position is loaded in which the payment asks 5000000 Cash
      Then the position is refused because of LY-16.1.1

    Example: Five rows filled on a Regular customer of four rows
      Given a 2-player game in round 5
      And it is player 0's turn
      And player 0 has a Regular customer "Nina" wanting wheat and bean for 5, 6, 7 and 8 Cash in play
      When a position is loaded in which "Nina" of player 0 has 5 rows filled
      Then the position is refused because of LY-16.1.1

    Example: Three cards drawn for a Two-pack
      Given a 2-player game in round 3
      And it is player 0's turn
      And the draw pile holds 3 other cards
      When player 0 buys a Two-pack
      Then player 0 is asked which cards of the Two-pack to keep
      When a position is loaded in which the Two-pack also holds the top card of the draw pile
      Then the position is refused because of LY-16.1.1

    Example: A Shop table with no space for leek
      Given a 2-player game in round 3
      And it is player 0's turn
      When a position is loaded in which the Shop's component table has no space for leek
      Then the position is refused because of LY-16.1.1

    Example: A Storehouse table with no room for the upgraded side
      Given a 2-player game in round 3
      And it is player 0's turn
      When a position is loaded in which the Storehouse's component table gives no room for its upgraded side
      Then the position is refused because of LY-16.1.1

  @LY-16.1.2
  Rule: Every number is written as an integer

    Example: Cash written with a decimal point
      Given a 2-player game in round 3
      And it is player 0's turn
      When a position is loaded in which player 0's Cash is written as 3.0
      Then the position is refused because of LY-16.1.2

    Example: The round written with a decimal point
      Given a 2-player game in round 3
      And it is player 0's turn
      When a position is loaded in which the game is in round 4, written as 4.0
      Then the position is refused because of LY-16.1.2

    Example: A card's price written with a decimal point
      Given a 2-player game in round 3
      And it is player 0's turn
      And player 0 has a Casual customer "Ming" ordering wheat, pumpkin and bean for 6 Cash in play
      When a position is loaded in which "Ming" asks a price written as 7.0
      Then the position is refused because of LY-16.1.2

  @LY-16.1.3
  Rule: No number is beyond a million either way

    Example: A Casual customer paying two million Cash
      Given a 2-player game in round 3
      And it is player 0's turn
      And player 0 has a Casual customer "Ming" ordering wheat, pumpkin and bean for 6 Cash in play
      When a position is loaded in which "Ming" asks 2000000 Cash
      Then the position is refused because of LY-16.1.3

    Example: A Helper that buys for two million Cash less
      Given a 2-player game in round 3
      And it is player 0's turn
      And a Helper "Broker" that buys 1 vegetable in their own Shop for 2 Cash less
      And player 0 has "Broker" in play
      When a position is loaded in which "Broker" buys for 2000000 Cash less
      Then the position is refused because of LY-16.1.3

    Example: A Helper that buys for one Cash more than a million less
      Given a 2-player game in round 3
      And it is player 0's turn
      And a Helper "Broker" that buys 1 vegetable in their own Shop for 2 Cash less
      And player 0 has "Broker" in play
      When a position is loaded in which "Broker" buys for 1000001 Cash less
      Then the position is refused because of LY-16.1.3

  @LY-16.1.4
  Rule: The pending decision repeats the top of the stack

    Example: The turn said to be another player's decision
      Given a 2-player game in round 3
      And it is player 0's turn
      When a position is loaded in which the pending decision is said to be player 1's
      Then the position is refused because of LY-16.1.4

    Example: The turn said to be a Distribution turn
      Given a 2-player game in round 3
      And it is player 0's turn
      When a position is loaded in which the pending decision is said to be a Distribution turn
      Then the position is refused because of LY-16.1.4

  @LY-16.2.1
  Rule: Each player sits in the seat of their place

    Example: Player 1 sits in seat 0
      Given a 2-player game in round 3
      And it is player 0's turn
      When a position is loaded in which player 1 sits in seat 0
      Then the position is refused because of LY-16.2.1

  @LY-16.2.2
  Rule: Every seat named is a seat of the game

    Example: The Starting player token with seat 2 of a 2-player game
      Given a 2-player game in round 2
      And the Distribution round is under way with player 0 to take a turn
      And player 0 holds 2 other cards
      And player 1 holds 2 other cards
      When a position is loaded in which player 2 is the Starting player
      Then the position is refused because of LY-16.2.2

    Example: A Helper window still to open for seat 2 of a 2-player game
      Given a 2-player game in round 2
      And the Distribution round is under way with player 0 to take a turn
      And player 0 holds 2 other cards
      And player 1 holds 2 other cards
      When a position is loaded in which the Helper windows of the Card phase are still to open for players 1 and 2
      Then the position is refused because of LY-16.2.2

    Example: Seat 3 of a 3-player game finished with the Distribution round
      Given a 3-player game in round 2
      And the Distribution round is under way with player 0 to take a turn
      And player 0 holds 2 other cards
      And player 1 holds 2 other cards
      And player 2 holds 2 other cards
      When a position is loaded in which player 3 is listed as finished with the Distribution round
      Then the position is refused because of LY-16.2.2

    @requires:solo
    Example: A Helper window still to open for the imaginary opponent
      Given a solo game in round 3
      And the solo Card phase is under way
      When a position is loaded in which the Helper windows of the Card phase are still to open for players 1
      Then the position is refused because of LY-16.2.2

  @LY-16.2.3
  Rule: The Second player is another player, and the solo game has none

    Example: One player holds both tokens
      Given a 2-player game in round 3
      And it is player 0's turn
      When a position is loaded in which player 0 is the Second player
      Then the position is refused because of LY-16.2.3

    @requires:solo
    Example: A Second player in the solo game
      Given a solo game in round 3
      And it is player 0's turn
      When a position is loaded in which player 0 is the Second player
      Then the position is refused because of LY-16.2.3

  @LY-16.2.4
  Rule: A partner is one of the players holding neither token of a 4-player game

    Example: A partner in a 3-player game
      Given a 3-player game in round 3
      And it is player 0's turn
      When a position is loaded in which player 2 is the Starting player's partner
      Then the position is refused because of LY-16.2.4

    Example: The Second player as the Starting player's partner
      Given a 4-player game in round 3
      And player 2 is the Starting player's partner
      And it is player 0's turn
      When a position is loaded in which player 1 is the Starting player's partner
      Then the position is refused because of LY-16.2.4

    Example: The Starting player as their own partner
      Given a 4-player game in round 3
      And player 2 is the Starting player's partner
      And it is player 0's turn
      When a position is loaded in which player 0 is the Starting player's partner
      Then the position is refused because of LY-16.2.4

  @LY-16.2.5
  Rule: The grid and the imaginary opponent are on the table exactly in the solo game

    Example: The solo pieces in a 2-player game
      Given a 2-player game in round 3
      And it is player 0's turn
      When a position is loaded in which the Courtyard grid and the imaginary opponent are on the table
      Then the position is refused because of LY-16.2.5

    @requires:solo
    Example: A solo game without its imaginary opponent
      Given a solo game in round 3
      And it is player 0's turn
      When a position is loaded in which the imaginary opponent is gone
      Then the position is refused because of LY-16.2.5

  @LY-16.2.6
  Rule: Each variant is played with its own player counts

    @requires:solo @requires:introductory
    Example: The introductory version in the solo game
      Given a solo game in round 3
      And it is player 0's turn
      When a position is loaded in which the game is played in the introductory variant
      Then the position is refused because of LY-16.2.6

    @requires:two_grid_cards
    Example: The two-grid-cards variant in a 3-player game
      Given a 3-player game in round 3
      And it is player 0's turn
      When a position is loaded in which the game is played in the two-grid-cards variant
      Then the position is refused because of LY-16.2.6

  @LY-16.2.7
  Rule: No frame belongs to another player count

    Example: A partner choice in a 3-player game
      Given a 3-player game in round 3
      And it is player 0's turn
      When a position is loaded in which player 0 is asked to choose a partner
      Then the position is refused because of LY-16.2.7

    Example: The solo Card phase in a 3-player game
      Given a 3-player game in round 3
      And the Distribution round is under way with player 0 to take a turn
      And player 0 holds 2 other cards
      And player 1 holds 2 other cards
      And player 2 holds 2 other cards
      When a position is loaded in which player 0 is asked for the solo Card phase
      Then the position is refused because of LY-16.2.7

    @requires:solo
    Example: A Distribution round in the solo game
      Given a solo game in round 3
      And the solo Card phase is under way
      When a position is loaded in which the Distribution round is under way in the solo game
      Then the position is refused because of LY-16.2.7

  @LY-16.2.8
  Rule: A dealt Regular customer exists only in the introductory version

    Example: A dealt card without the introductory version
      Given a 2-player game in round 2
      And the Distribution round is under way with player 0 to take a turn
      And player 0 holds a Regular customer "Nina" wanting wheat and bean for 5, 6, 7 and 8 Cash
      And player 0 holds 1 other card
      And player 1 holds 2 other cards
      When a position is loaded in which player 0 holds "Nina" apart from the hand as the dealt card
      Then the position is refused because of LY-16.2.8

    @requires:introductory
    Example: A Market stall as the dealt card
      Given a 2-player game in round 2
      And the game is played in the introductory version
      And the Distribution round is under way with player 0 to take a turn
      And player 0 holds a Market stall "Stall" offering wheat for 1 bowl
      And player 0 holds 1 other card
      And player 1 holds 2 other cards
      When a position is loaded in which player 0 holds "Stall" apart from the hand as the dealt card
      Then the position is refused because of LY-16.2.8

  @LY-16.2.9
  Rule: No turn is listed as ended twice

    Example: Player 0's turn ended twice in a game that is over
      Given a 2-player game in round 9
      And it is player 1's turn
      And player 0 has ended their turn this round
      When player 1 ends the turn
      And player 1 stops on the Path
      Then the game is over
      When a position is loaded in which player 0's turn is listed as ended twice
      Then the position is refused because of LY-16.2.9

  @LY-16.3.1
  Rule: Every card is an Action card of the game

    Example: A card the game does not have in the discard pile
      Given a 2-player game in round 3
      And it is player 0's turn
      When a position is loaded in which the discard pile holds the card "ghost", which the game does not have
      Then the position is refused because of LY-16.3.1

    Example: A payment for a card the game does not have
      Given a 2-player game in round 2
      And the Distribution round is under way with player 0 to take a turn
      And player 0 holds a Common field "Paddy" of 4 spaces for wheat and bean
      And player 0 holds 1 other card
      And the Courtyard holds a card "Open"
      And player 1 holds 2 other cards
      When player 0 takes "Open" from the Courtyard with "Paddy"
      Then player 0 is asked to pay 2 Cash for "Paddy"
      When a position is loaded in which the payment is for the card "ghost", which the game does not have
      Then the position is refused because of LY-16.3.1

  @LY-16.3.2
  Rule: No card lies in two places

    Example: The top card of the draw pile also in a hand
      Given a 2-player game in round 3
      And it is player 0's turn
      And the draw pile holds 2 other cards
      When a position is loaded in which player 0 also holds the top card of the draw pile
      Then the position is refused because of LY-16.3.2

  @LY-16.3.3
  Rule: Every card of the game lies somewhere

    Example: A card lost from the draw pile
      Given a 2-player game in round 3
      And it is player 0's turn
      And the draw pile holds 2 other cards
      When a position is loaded in which the top card of the draw pile is gone
      Then the position is refused because of LY-16.3.3

  @LY-16.3.4
  Rule: Every card in play lies in the row of its kind

    Example: A Market stall in the row of Casual customers
      Given a 2-player game in round 3
      And it is player 0's turn
      And player 0 has a Market stall "Stall" offering wheat for 1 bowl in play
      When a position is loaded in which player 0's "Stall" lies in their Casual customer row
      Then the position is refused because of LY-16.3.4

    @requires:solo
    Example: The imaginary opponent's Market stall in its row of Casual customers
      Given a solo game in round 3
      And it is player 0's turn
      And the imaginary opponent has a Market stall "Stall" offering wheat for 1 bowl in play
      When a position is loaded in which the imaginary opponent's "Stall" lies in its Casual customer row
      Then the position is refused because of LY-16.3.4

  @LY-16.3.5
  Rule: No card is set aside

    Example: A card set aside from the draw pile
      Given a 2-player game in round 3
      And it is player 0's turn
      And the draw pile holds 2 other cards
      When a position is loaded in which the top card of the draw pile is set aside
      Then the position is refused because of LY-16.3.5

    @requires:solo
    Example: A card set aside while a Helper is aimed at the imaginary opponent
      Given a solo game in round 3
      And a Helper "Tout" that takes 1 Casual customer from the other player
      And player 0 has "Tout" in play
      And the imaginary opponent has a Casual customer "Ming" ordering wheat, pumpkin and bean for 7 Cash in play
      And the draw pile holds 2 other cards
      When player 0 uses "Tout"
      And player 0 chooses player 1
      And a position is loaded in which the top card of the draw pile is set aside
      Then the position is refused because of LY-16.3.5

    @requires:solo
    Example: A card set aside from the draw pile of a new solo game
      Given a new solo game dealt from seed 5
      When a position is loaded in which the top card of the draw pile is set aside
      Then the position is refused because of LY-16.3.5

  @LY-16.3.6 @requires:solo
  Rule: The imaginary opponent has no more cards of a kind than it is dealt

    Example: A third Casual customer for the opponent
      Given a solo game in round 3
      And it is player 0's turn
      And the imaginary opponent has a Casual customer "One" ordering wheat, pumpkin and bean for 6 Cash in play
      And the imaginary opponent has a Casual customer "Two" ordering wheat, turnip and leek for 7 Cash in play
      And the draw pile holds a Casual customer "Three" ordering pumpkin, turnip and leek for 8 Cash
      When a position is loaded in which "Three" lies in the imaginary opponent's Casual customer row instead of the draw pile
      Then the position is refused because of LY-16.3.6

    Example: A Helper for the opponent
      Given a solo game in round 3
      And it is player 0's turn
      And the draw pile holds a Helper "Grocer" that takes 1 vegetable from the supply
      When a position is loaded in which "Grocer" lies in the imaginary opponent's Helper row instead of the draw pile
      Then the position is refused because of LY-16.3.6

  @LY-16.3.7 @requires:solo
  Rule: The grid's empty spaces are at the bottom of their columns

    Example: An empty space at the top of a column
      Given a solo game in round 2
      And the solo Card phase is under way
      And player 0 holds a card "Hand one"
      And the grid's row 1 holds a card "A1", a card "A2" and a card "A3"
      And the grid's row 2 holds a card "B1", a card "B2" and a card "B3"
      When a position is loaded in which "A2" has gone from the grid to the discard pile
      Then the position is refused because of LY-16.3.7

  @LY-16.4.1
  Rule: Every field is a field of the game, and the Field pile holds Private fields only

    Example: A field the game does not have in the Field pile
      Given a 2-player game in round 3
      And it is player 0's turn
      When a position is loaded in which player 0's Field pile also holds the field "ghost_field"
      Then the position is refused because of LY-16.4.1

    Example: The Home field in the Field pile
      Given a 2-player game in round 3
      And it is player 0's turn
      When a position is loaded in which player 0's Field pile also holds the Home field
      Then the position is refused because of LY-16.4.1

    Example: A Market stall in the Field pile, where only a Common field may join the Private fields
      Given a 2-player game in round 3
      And it is player 0's turn
      And player 0 has a Market stall "Stall" offering turnip for 1 bowl in play
      When a position is loaded in which player 0's "Stall" lies in their Field pile instead of their play area
      Then the position is refused because of LY-16.4.1

  @LY-16.4.2
  Rule: A player holds each field once

    Example: The same Private field twice in a row of fields
      Given a 2-player game in round 3
      And it is player 0's turn
      And player 0 has a field "Plot" of 4 spaces for bean and leek
      When a position is loaded in which player 0's row of fields holds "Plot" a second time
      Then the position is refused because of LY-16.4.2

    Example: A Private field both in the row of fields and in the Field pile
      Given a 2-player game in round 3
      And it is player 0's turn
      And player 0 has a field "Plot" of 4 spaces for bean and leek
      When a position is loaded in which player 0's Field pile also holds the field "plot"
      Then the position is refused because of LY-16.4.2

  @LY-16.4.3
  Rule: The Home field is the first field, and is there until it can have been emptied

    Example: No Home field in round 3
      Given a 2-player game in round 3
      And it is player 0's turn
      And player 0's Home field holds 6 wheat
      When a position is loaded in which player 0 has no Home field
      Then the position is refused because of LY-16.4.3

    Example: The Home field after a Private field
      Given a 2-player game in round 3
      And it is player 0's turn
      And player 0's Home field holds 6 wheat
      And player 0 has a field "Plot" of 4 spaces for bean and leek
      When a position is loaded in which player 0's Home field lies after their other fields
      Then the position is refused because of LY-16.4.3

  @LY-16.4.4
  Rule: A field names a kind exactly when it holds vegetables

    Example: Vegetables of no kind on the Home field
      Given a 2-player game in round 3
      And it is player 0's turn
      And player 0's Home field holds 6 wheat
      When a position is loaded in which player 0's Home field holds 6 vegetables of no kind
      Then the position is refused because of LY-16.4.4

    Example: A kind named on an empty field
      Given a 2-player game in round 3
      And it is player 0's turn
      And player 0's Home field holds 6 wheat
      When a position is loaded in which player 0's Home field holds 0 wheat
      Then the position is refused because of LY-16.4.4

  @LY-16.4.5
  Rule: A field holds only a kind it allows

    Example: Beans on the Home field
      Given a 2-player game in round 3
      And it is player 0's turn
      And player 0's Home field holds 6 wheat
      When a position is loaded in which player 0's Home field holds 6 bean
      Then the position is refused because of LY-16.4.5

  @LY-16.4.6
  Rule: A field holds no more vegetables than it has spaces

    Example: Twelve wheat on the Home field of 9 spaces
      Given a 2-player game in round 3
      And it is player 0's turn
      And player 0's Home field holds 6 wheat
      When a position is loaded in which player 0's Home field holds 12 wheat
      Then the position is refused because of LY-16.4.6

  @LY-16.4.7
  Rule: A Shop holds no more of a kind than its spaces for it

    Example: Two beans in a Shop with one space for beans
      Given a 2-player game in round 3
      And it is player 0's turn
      And the Shop has 1 space for bean
      When a position is loaded in which player 0's Shop holds 2 bean
      Then the position is refused because of LY-16.4.7

  @LY-16.4.8
  Rule: A Storehouse holds no more than its side allows

    Example: Two vegetables in a Storehouse that is not upgraded
      Given a 2-player game in round 3
      And it is player 0's turn
      When a position is loaded in which player 0's Storehouse holds 2 wheat
      Then the position is refused because of LY-16.4.8

    Example: Five vegetables in an upgraded Storehouse
      Given a 2-player game in round 3
      And it is player 0's turn
      And player 0's Storehouse is upgraded
      When a position is loaded in which player 0's Storehouse holds 5 wheat
      Then the position is refused because of LY-16.4.8

  @LY-16.4.9
  Rule: A Market stall holds only vegetables it shows

    Example: A leek on a stall that shows wheat only
      Given a 2-player game in round 3
      And it is player 0's turn
      And player 0 has a Market stall "Stall" offering wheat for 1 bowl in play
      When a position is loaded in which "Stall" of player 0 also holds 1 leek
      Then the position is refused because of LY-16.4.9

    Example: Two wheat on a stall that shows one
      Given a 2-player game in round 3
      And it is player 0's turn
      And player 0 has a Market stall "Stall" offering wheat for 1 bowl in play
      When a position is loaded in which "Stall" of player 0 also holds 2 wheat
      Then the position is refused because of LY-16.4.9

    @requires:solo
    Example: A leek on the imaginary opponent's stall that shows wheat only
      Given a solo game in round 3
      And it is player 0's turn
      And the imaginary opponent has a Market stall "Stall" offering wheat for 1 bowl in play
      When a position is loaded in which "Stall" of the imaginary opponent also holds 1 leek
      Then the position is refused because of LY-16.4.9

  @LY-16.4.10
  Rule: At setup a Home field is sown exactly when its player has planted it

    Example: A Home field sown before its player's first planting
      Given a 2-player game in round 1
      And the game is being set up
      When a position is loaded in which player 1's Home field holds 9 wheat
      Then the position is refused because of LY-16.4.10

    Example: A Home field left unsown after its player's first planting
      Given a 2-player game in round 1
      And the game is being set up
      And player 0 has 3 wheat in their Shop
      And player 0 has 10 Cash
      When player 0 buys 1 wheat for the Home field
      Then player 1 is asked to plant the Home field
      When a position is loaded in which player 0's Home field holds 0 vegetables of no kind
      Then the position is refused because of LY-16.4.10

  @LY-16.5.1
  Rule: Every Scoring marker stands on the Path

    Example: A marker beyond the last space
      Given a 2-player game in round 3
      And it is player 0's turn
      And the Path ends at space 20
      When a position is loaded in which player 0's Scoring marker is on space 25
      Then the position is refused because of LY-16.5.1

    Example: A marker before the first space
      Given a 2-player game in round 3
      And it is player 0's turn
      And the Path ends at space 20
      When a position is loaded in which player 0's Scoring marker is on space 0
      Then the position is refused because of LY-16.5.1

  @LY-16.5.2
  Rule: Before the first Action phase nobody has moved on the Path or bought a Two-pack

    Example: A marker moved during setup
      Given a 2-player game in round 1
      And the game is being set up
      When a position is loaded in which player 0's Scoring marker is on space 3
      Then the position is refused because of LY-16.5.2

    Example: A first step taken before the first turn
      Given a 2-player game in round 1
      And nobody holds the Second player token yet
      And the Distribution round is under way with player 0 to take a turn
      And player 0 holds 2 other cards
      And player 1 holds 2 other cards
      When a position is loaded in which player 1 has taken the first step on the Path this round
      Then the position is refused because of LY-16.5.2

    Example: A Two-pack bought before the first turn
      Given a 2-player game in round 1
      And nobody holds the Second player token yet
      And the Distribution round is under way with player 0 to take a turn
      And player 0 holds 2 other cards
      And player 1 holds 2 other cards
      When a position is loaded in which player 0 has bought a Two-pack this round
      Then the position is refused because of LY-16.5.2

  @LY-16.6.1
  Rule: A Regular customer has no more rows filled than rounds have been played

    Example: Three rows filled in round 1
      Given a 2-player game in round 1
      And it is player 0's turn
      And player 0 has a Regular customer "Nina" wanting wheat and bean for 5, 6, 7 and 8 Cash in play
      And "Nina" is first due in round 1
      When a position is loaded in which "Nina" of player 0 has 3 rows filled
      Then the position is refused because of LY-16.6.1

    @requires:solo
    Example: Three rows filled on the imaginary opponent's customer in round 1
      Given a solo game in round 1
      And it is player 0's turn
      And the imaginary opponent has a Regular customer "Nina" wanting wheat and bean for 5, 6, 7 and 8 Cash in play
      When a position is loaded in which "Nina" of the imaginary opponent has 3 rows filled
      Then the position is refused because of LY-16.6.1

  @LY-16.6.4
  Rule: A Regular customer with every row filled stays only until its fourth round

    Example: Every row filled two rounds after its fourth round
      Given a 2-player game in round 6
      And it is player 0's turn
      And player 0 has a Regular customer "Nina" wanting wheat and bean for 5, 6, 7 and 8 Cash in play
      And "Nina" is first due in round 2
      And "Nina" has 3 rows filled
      When a position is loaded in which "Nina" of player 0 has 4 rows filled
      Then the position is refused because of LY-16.6.4

  @LY-16.6.2
  Rule: A Regular customer is due from a round begun, or the next

    Example: Due from round 7 in round 3
      Given a 2-player game in round 3
      And it is player 0's turn
      And player 0 has a Regular customer "Nina" wanting wheat and bean for 5, 6, 7 and 8 Cash in play
      When a position is loaded in which "Nina" of player 0 is first due in round 7
      Then the position is refused because of LY-16.6.2

    @requires:solo
    Example: The imaginary opponent's customer due from round 7 in round 3
      Given a solo game in round 3
      And it is player 0's turn
      And the imaginary opponent has a Regular customer "Nina" wanting wheat and bean for 5, 6, 7 and 8 Cash in play
      When a position is loaded in which "Nina" of the imaginary opponent is first due in round 7
      Then the position is refused because of LY-16.6.2

  @LY-16.6.3
  Rule: No delivery is recorded in a later round

    Example: A delivery of round 5 in round 3
      Given a 2-player game in round 3
      And it is player 0's turn
      And player 0 has a Regular customer "Nina" wanting wheat and bean for 5, 6, 7 and 8 Cash in play
      And "Nina" has 1 row filled
      When a position is loaded in which "Nina" of player 0 had a delivery in round 5
      Then the position is refused because of LY-16.6.3

    @requires:solo
    Example: A delivery of round 5 to the imaginary opponent's customer in round 3
      Given a solo game in round 3
      And it is player 0's turn
      And the imaginary opponent has a Regular customer "Nina" wanting wheat and bean for 5, 6, 7 and 8 Cash in play
      When a position is loaded in which "Nina" of the imaginary opponent had a delivery in round 5
      Then the position is refused because of LY-16.6.3

  @LY-16.7.1
  Rule: The setup phase is in round 1 only

    Example: Setting up in round 5
      Given a 2-player game in round 1
      And the game is being set up
      When a position is loaded in which the game is in round 5
      Then the position is refused because of LY-16.7.1

  @LY-16.7.2
  Rule: The stack is empty exactly when the game is over

    Example: A game over with a turn still on the stack
      Given a 2-player game in round 9
      And it is player 1's turn
      And player 0 has ended their turn this round
      When a position is loaded in which the game is over, with the stack as it was
      Then the position is refused because of LY-16.7.2

    Example: An empty stack in the middle of the game
      Given a 2-player game in round 3
      And it is player 0's turn
      When a position is loaded in which the stack holds no frame
      Then the position is refused because of LY-16.7.2

  @LY-16.7.3
  Rule: The game is over only in the last round

    Example: A game over in round 3
      Given a 2-player game in round 3
      And it is player 0's turn
      When a position is loaded in which the game is over and its stack empty
      Then the position is refused because of LY-16.7.3

    Example: A game of 6 rounds over in round 7
      Given a 2-player game in round 7
      And it is player 0's turn
      When a position is loaded in which the game has 6 rounds and is over, its stack empty
      Then the position is refused because of LY-16.7.3

  @LY-16.7.4
  Rule: The round's frame lies at the bottom of the stack

    Example: A stack without its round's end
      Given a 2-player game in round 3
      And it is player 0's turn
      When a position is loaded in which the round's end is gone from the bottom of the stack
      Then the position is refused because of LY-16.7.4

    Example: Round 7 to start in round 3
      Given a 2-player game in round 3
      And it is player 0's turn
      When a position is loaded in which round 7 is to start at the bottom of the stack
      Then the position is refused because of LY-16.7.4

    Example: A round's end on top of the stack as well as at its bottom
      Given a 2-player game in round 3
      And it is player 0's turn
      When a position is loaded in which a round's end also lies on top of the stack
      Then the position is refused because of LY-16.7.4

  @LY-16.7.5
  Rule: Every frame belongs to the phase the game is in

    Example: A turn in the Card phase
      Given a 2-player game in round 3
      And it is player 0's turn
      When a position is loaded in which the game is in its Card phase
      Then the position is refused because of LY-16.7.5

    Example: A Distribution turn in the Action phase
      Given a 2-player game in round 2
      And the Distribution round is under way with player 0 to take a turn
      And player 0 holds 2 other cards
      And player 1 holds 2 other cards
      When a position is loaded in which the game is in its Action phase
      Then the position is refused because of LY-16.7.5

  @LY-16.7.6
  Rule: Somebody holds the Second player token from the first Action phase on

    Example: Nobody holds the Second player token in round 3
      Given a 2-player game in round 3
      And it is player 0's turn
      When a position is loaded in which nobody holds the Second player token
      Then the position is refused because of LY-16.7.6

  @LY-16.7.7
  Rule: Turns end in the order of the round's turns, and only in the Action phase

    Example: Player 1's turn ended before the Starting player's
      Given a 3-player game in round 3
      And it is player 2's turn
      When a position is loaded in which the turns ended this round are those of player 1 and then player 0
      Then the position is refused because of LY-16.7.7

    Example: A turn ended during the Card phase
      Given a 2-player game in round 3
      And the Distribution round is under way with player 0 to take a turn
      And player 0 holds 2 other cards
      And player 1 holds 2 other cards
      When a position is loaded in which the turns ended this round are those of player 0
      Then the position is refused because of LY-16.7.7

  @LY-16.7.8
  Rule: The turn on the stack is that of the first player whose turn has not ended

    Example: A turn for the player whose turn is over
      Given a 2-player game in round 3
      And it is player 1's turn
      When a position is loaded in which the turn belongs to player 0
      Then the position is refused because of LY-16.7.8

  @LY-16.7.9
  Rule: A Helper's Casual customer price change lasts only for its player's turn

    Example: A price change for the player whose turn is still to come
      Given a 2-player game in round 3
      And it is player 0's turn
      When a position is loaded in which player 1 has a Casual customer price change of 2 Cash from a Helper
      Then the position is refused because of LY-16.7.9

    Example: A price change in the Card phase
      Given a 2-player game in round 2
      And the Distribution round is under way with player 0 to take a turn
      And player 0 holds 2 other cards
      And player 1 holds 2 other cards
      When a position is loaded in which player 0 has a Casual customer price change of 2 Cash from a Helper
      Then the position is refused because of LY-16.7.9

  @LY-16.7.10
  Rule: Only a player whose turn has begun has bought a Two-pack in this Action phase

    Example: A Two-pack bought by the player whose turn comes next
      Given a 2-player game in round 3
      And it is player 0's turn
      When a position is loaded in which player 1 has bought a Two-pack this round
      Then the position is refused because of LY-16.7.10

  @LY-16.7.11
  Rule: With 4 players no turn is asked before the partner is chosen

    Example: A turn of a 4-player game with no partner chosen
      Given a 4-player game in round 3
      And player 2 is the Starting player's partner
      And it is player 0's turn
      When a position is loaded in which nobody is the Starting player's partner
      Then the position is refused because of LY-16.7.11

  @LY-16.8.1
  Rule: A Distribution turn lies directly on the Distribution round

    Example: A Distribution turn without its Distribution round
      Given a 2-player game in round 2
      And the Distribution round is under way with player 0 to take a turn
      And player 0 holds 2 other cards
      And player 1 holds 2 other cards
      When a position is loaded in which the Distribution turn lies directly on the round's end
      Then the position is refused because of LY-16.8.1

  @LY-16.8.2
  Rule: No Distribution turn is asked of a player who has finished

    Example: Player 0's turn after player 0 has finished
      Given a 2-player game in round 2
      And the Distribution round is under way with player 0 to take a turn
      And player 0 holds 2 other cards
      And player 1 holds 2 other cards
      When a position is loaded in which player 0 is listed as finished with the Distribution round
      Then the position is refused because of LY-16.8.2

    Example: Player 1 listed twice among the finished
      Given a 2-player game in round 2
      And the Distribution round is under way with player 0 to take a turn
      And player 0 holds 2 other cards
      And player 1 holds 2 other cards
      When a position is loaded in which player 1 is listed twice as finished with the Distribution round
      Then the position is refused because of LY-16.8.2

  @LY-16.8.3
  Rule: No Distribution turn is asked of a player with an empty hand

    Example: A Distribution turn with the hand in the discard pile
      Given a 2-player game in round 2
      And the Distribution round is under way with player 0 to take a turn
      And player 0 holds 2 other cards
      And player 1 holds 2 other cards
      When a position is loaded in which player 0's hand has gone to the discard pile
      Then the position is refused because of LY-16.8.3

  @LY-16.8.4
  Rule: A payment is for a card in play, of its cost

    Example: Three Cash asked for a Common field that costs 2
      Given a 2-player game in round 2
      And the Distribution round is under way with player 0 to take a turn
      And player 0 holds a Common field "Paddy" of 4 spaces for wheat and bean
      And player 0 holds 1 other card
      And the Courtyard holds a card "Open"
      And player 1 holds 2 other cards
      When player 0 takes "Open" from the Courtyard with "Paddy"
      Then player 0 is asked to pay 2 Cash for "Paddy"
      When a position is loaded in which the payment asks 3 Cash
      Then the position is refused because of LY-16.8.4

    Example: A payment for a card in player 1's hand
      Given a 2-player game in round 2
      And the Distribution round is under way with player 0 to take a turn
      And player 0 holds a Common field "Paddy" of 4 spaces for wheat and bean
      And player 0 holds 1 other card
      And the Courtyard holds a card "Open"
      And player 1 holds a Common field "Rice" of 3 spaces for wheat
      And player 1 holds 1 other card
      When player 0 takes "Open" from the Courtyard with "Paddy"
      Then player 0 is asked to pay 2 Cash for "Paddy"
      When a position is loaded in which the payment is for "Rice"
      Then the position is refused because of LY-16.8.4

  @LY-16.8.5
  Rule: A Helper frame is for a Helper

    Example: A Casual customer used as a Helper
      Given a 2-player game in round 3
      And it is player 0's turn
      And player 0 has a Casual customer "Ming" ordering wheat, pumpkin and bean for 6 Cash in play
      When a position is loaded in which player 0 has just used "Ming" as a Helper
      Then the position is refused because of LY-16.8.5

    Example: A Casual customer joining a Helper
      Given a 2-player game in round 3
      And it is player 0's turn
      And a Helper "Grocer" that gives 1 Cash
      And player 0 has "Grocer" in play
      And player 0 has a Casual customer "Ming" ordering wheat, pumpkin and bean for 6 Cash in play
      When a position is loaded in which player 0 has just used "Grocer" as a Helper, joined by "Ming"
      Then the position is refused because of LY-16.8.5

  @LY-16.8.6
  Rule: A Two-pack's questions are for a player who bought one

    Example: A Two-pack's question for a player who bought none
      Given a 2-player game in round 3
      And it is player 0's turn
      And the draw pile holds 2 other cards
      When player 0 buys a Two-pack
      Then player 0 is asked which cards of the Two-pack to keep
      When a position is loaded in which player 0 has not bought a Two-pack this round
      Then the position is refused because of LY-16.8.6

  @LY-16.8.7
  Rule: A Helper window is of the phase the game is in

    Example: A Harvest phase window during the Card phase
      Given a 2-player game in round 2
      And the Distribution round is under way with player 0 to take a turn
      And player 0 holds 2 other cards
      And player 1 holds 2 other cards
      When a position is loaded in which player 0 is asked to use Helpers of the Harvest phase
      Then the position is refused because of LY-16.8.7

  @LY-16.8.8
  Rule: While a Distribution turn is asked, the round looks at the next seat

    Example: The round still looking at the player it asks
      Given a 2-player game in round 2
      And the Distribution round is under way with player 0 to take a turn
      And player 0 holds 2 other cards
      And player 1 holds 2 other cards
      When a position is loaded in which the Distribution round considers player 0 next
      Then the position is refused because of LY-16.8.8

  @LY-16.8.9
  Rule: A Helper's effect lies above the use of the Helper

    Example: The Grocer's effect with no use of the Grocer beneath
      Given a 2-player game in round 3
      And it is player 0's turn
      And a Helper "Grocer" that gives 1 Cash
      And player 0 has "Grocer" in play
      When a position is loaded in which player 0 resolves the effect of "Grocer" without having used it
      Then the position is refused because of LY-16.8.9
