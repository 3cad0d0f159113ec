Feature: Positions an engine refuses
  A state that no play could reach, and on which no engine could go on with the
  sense the rules give, is refused by `load` with the invariant it breaks, and
  the engine keeps the position it held (chapter 27). Each scenario sets up a
  position that loads, then hands the engine that same position changed in one
  place only.

  @SL-27.1.1
  Rule: The state matches the state schema

    Example: A word where a count of gold belongs
      Given a 2-player game in round 2
      And it is player 0's turn
      When a position is loaded in which player 0's gold is the word plenty
      Then the position is refused because of SL-27.1.1

    Example: Gold far beyond a million
      Given a 2-player game in round 2
      And it is player 0's turn
      When a position is loaded in which player 0 has 9223372036854775807 gold
      Then the position is refused because of SL-27.1.1

    Example: Gold below nothing
      Given a 2-player game in round 2
      And it is player 0's turn
      When a position is loaded in which player 0 has -1 gold, less than none
      Then the position is refused because of SL-27.1.1

    Example: A round after the fifth
      Given a 2-player game in round 2
      And it is player 0's turn
      When a position is loaded in which the game is in round 9
      Then the position is refused because of SL-27.1.1

    Example: A turn for seat 7
      Given a 2-player game in round 2
      And it is player 0's turn
      When a position is loaded in which the turn belongs to player 7
      Then the position is refused because of SL-27.1.1

    Example: Gold with a fraction part
      Given a 2-player game in round 2
      And it is player 0's turn
      When a position is loaded in which player 0's gold is written as 2.5
      Then the position is refused because of SL-27.1.1

    Example: A card type without a name
      Given a 2-player game in round 2
      And it is player 0's turn
      And player 0 holds 1 card
      When a position is loaded in which the plain citizen card has no name
      Then the position is refused because of SL-27.1.1

    Example: A card whose ability is no operation of the effect vocabulary
      Given a 2-player game in round 2
      And it is player 0's turn
      And player 0 holds 1 card
      When a position is loaded in which the plain citizen card's ability is to juggle, which is no operation of the effects
      Then the position is refused because of SL-27.1.1

    Example: An item of a scenario's component table without an id
      Given a 2-player game in round 2
      And it is player 0's turn
      And the skill tiles are:
        | tile   | timing | ability | trigger | left |
        | gilded | flip   | 8 gold  |         | 3    |
      When a position is loaded in which a skill tile of the scenario's own table has no id
      Then the position is refused because of SL-27.1.1

    Example: A card's play cost with a fraction part
      Given a 2-player game in round 2
      And it is player 0's turn
      And player 0 holds 1 card
      When a position is loaded in which the plain citizen card's play cost is written as 2.5
      Then the position is refused because of SL-27.1.1

  @SL-27.1.2
  Rule: Every number is written as an integer

    Example: Gold written with a decimal point
      Given a 2-player game in round 2
      And it is player 0's turn
      When a position is loaded in which player 0's gold is written as 3.0
      Then the position is refused because of SL-27.1.2

    Example: A card's play cost written with a decimal point
      Given a 2-player game in round 2
      And it is player 0's turn
      And player 0 holds 1 card
      When a position is loaded in which the plain citizen card's play cost is written as 1.0
      Then the position is refused because of SL-27.1.2

    Example: Round 3 written with a decimal point
      Given a 2-player game in round 2
      And it is player 0's turn
      When a position is loaded in which the round is written as 3.0
      Then the position is refused because of SL-27.1.2

  @SL-27.1.3
  Rule: No number is beyond a million either way

    Example: A card that costs ten million gold
      Given a 2-player game in round 2
      And it is player 0's turn
      And player 0 holds 1 card
      When a position is loaded in which the plain citizen card costs 10000000 gold to play
      Then the position is refused because of SL-27.1.3

    Example: A number of a card's own ten million below zero
      Given a 2-player game in round 2
      And it is player 0's turn
      When a position is loaded in which the plain citizen card carries a number of its own, -10000000
      Then the position is refused because of SL-27.1.3

    Example: A number of a card's own one below minus a million
      Given a 2-player game in round 2
      And it is player 0's turn
      When a position is loaded in which the plain citizen card carries a number of its own, -1000001
      Then the position is refused because of SL-27.1.3

  @SL-27.2.1
  Rule: Each player sits in the seat of their place

    Example: Player 1 sits in seat 0
      Given a 2-player game in round 2
      And it is player 0's turn
      When a position is loaded in which player 1 sits in seat 0
      Then the position is refused because of SL-27.2.1

    Example: Player 0 sits in seat 1
      Given a 2-player game in round 2
      And it is player 0's turn
      When a position is loaded in which player 0 sits in seat 1
      Then the position is refused because of SL-27.2.1

  @SL-27.2.2
  Rule: Every seat named is a seat of the game

    Example: The start player marker with seat 2 of a 2-player game
      Given a 2-player game in round 2
      And it is player 0's turn
      When a position is loaded in which player 2 holds the start player marker
      Then the position is refused because of SL-27.2.2

    Example: A disc of seat 3 on an action space
      Given a 2-player game in round 2
      And it is player 0's turn
      And action area A has 3 action spaces
      When a position is loaded in which a disc of player 3 stands on the first space of action area A
      Then the position is refused because of SL-27.2.2

    Example: A turn of seat 2 in a 2-player game
      Given a 2-player game in round 2
      And it is player 0's turn
      When a position is loaded in which the turn belongs to player 2
      Then the position is refused because of SL-27.2.2

    Example: Seat 2 in the turn order of a 2-player game
      Given a 2-player game in round 2
      And it is player 0's turn
      When a position is loaded in which this round's turn order is 0, 1 and 2
      Then the position is refused because of SL-27.2.2

    Example: Seat 2 in the passing order of a 2-player game
      Given a 2-player game in round 2
      And it is player 0's turn
      When a position is loaded in which the passing order is 2
      Then the position is refused because of SL-27.2.2

    Example: Seat 2 first on a prosperity track of a 2-player game
      Given a 2-player game in round 2
      And it is player 0's turn
      And the prosperity tracks are six plain tracks of 4 spaces
      When a position is loaded in which player 2 was the first to reach the rightmost space of the track_1 track
      Then the position is refused because of SL-27.2.2

  @SL-27.2.3
  Rule: The turn order lists every seat once

    Example: A seat twice in the turn order
      Given a 2-player game in round 2
      And it is player 0's turn
      When a position is loaded in which this round's turn order is 0 and 0
      Then the position is refused because of SL-27.2.3

    Example: A seat missing from the turn order
      Given a 2-player game in round 2
      And it is player 0's turn
      When a position is loaded in which this round's turn order is 0
      Then the position is refused because of SL-27.2.3

  @SL-27.2.4
  Rule: The passing order names no seat twice

    Example: Player 1 twice in the passing order
      Given a 2-player game in round 2
      And it is player 0's turn
      And player 1 has already passed
      When a position is loaded in which the passing order is 1 and 1
      Then the position is refused because of SL-27.2.4

  @SL-27.2.5
  Rule: A player has passed exactly when the passing order names them

    Example: Passed but not in the passing order
      Given a 2-player game in round 2
      And it is player 0's turn
      When a position is loaded in which player 1 is marked as passed, though the passing order is as it was
      Then the position is refused because of SL-27.2.5

    Example: In the passing order but not passed
      Given a 2-player game in round 2
      And it is player 0's turn
      And player 1 has already passed
      When a position is loaded in which player 1 is marked as not passed, though the passing order is as it was
      Then the position is refused because of SL-27.2.5

  @SL-27.2.6
  Rule: The solo pieces are there exactly in a 1-player game

    Example: Mio's pieces in a 2-player game
      Given a 2-player game in round 2
      And it is player 0's turn
      When a position is loaded in which Mio's solo pieces are on the table
      Then the position is refused because of SL-27.2.6

    Example: A solo game without Mio's pieces
      Given a solo game in round 2
      When a position is loaded in which Mio's solo pieces are gone
      Then the position is refused because of SL-27.2.6

  @SL-27.2.7
  Rule: Mio's disc stands only in a solo game

    Example: Mio's disc in a 2-player game
      Given a 2-player game in round 2
      And it is player 0's turn
      And action area A has 3 action spaces
      When a position is loaded in which a disc of Mio stands on the first space of action area A
      Then the position is refused because of SL-27.2.7

  @SL-27.2.8
  Rule: A draft lists the cards of every seat

    Example: A draft that forgets seat 1
      Given a 2-player game in round 1 with the hand drafting variant
      And the citizen deck holds 20 cards
      And the income phase of round 1 is next
      When a position is loaded in which the draft lists the packet and set-aside cards of seat 0 only
      Then the position is refused because of SL-27.2.8

    Example: A draft that lists a third seat in a 2-player game
      Given a 2-player game in round 1 with the hand drafting variant
      And the citizen deck holds 20 cards
      And the income phase of round 1 is next
      When a position is loaded in which the draft also lists a packet and set-aside cards for a seat 2
      Then the position is refused because of SL-27.2.8

  @SL-27.2.9
  Rule: The action phase's next turn is looked for inside the turn order

    Example: The search starting past the turn order
      Given a 2-player game in round 2
      And it is player 0's turn
      When a position is loaded in which the action phase looks for the next turn from place 2 of the turn order
      Then the position is refused because of SL-27.2.9

    Example: The search starting at place 1 of an empty turn order
      Given a 2-player game in round 2
      And it is player 0's turn
      When a position is loaded in which the turn order is empty and the action phase looks for the next turn from place 1
      Then the position is refused because of SL-27.2.9

  @SL-27.3.1
  Rule: No card is in two places

    Example: A card both in the deck and in a hand
      Given a 2-player game in round 2
      And it is player 0's turn
      And player 1 holds 2 cards
      And the citizen deck holds 4 cards
      When a position is loaded in which player 1 also holds the top card of the deck
      Then the position is refused because of SL-27.3.1

    Example: A card twice in one hand
      Given a 2-player game in round 2
      And it is player 0's turn
      And player 1 holds 2 cards
      When a position is loaded in which player 1 holds their first card twice
      Then the position is refused because of SL-27.3.1

  @SL-27.3.2
  Rule: Every card in play is a card of the game

    Example: An unknown card on the discard pile
      Given a 2-player game in round 2
      And it is player 0's turn
      When a position is loaded in which the discard pile holds the card "c999", which the game does not have
      Then the position is refused because of SL-27.3.2

    Example: An unknown card waiting to be automated
      Given a 2-player game in round 2
      And it is player 0's turn
      And player 0 has 1 diamond
      When a position is loaded in which player 0 is asked whether to automate the card "c999", which the game does not have
      Then the position is refused because of SL-27.3.2

  @SL-27.3.3
  Rule: Every card is of a type the game defines

    Example: A card of an undefined type
      Given a 2-player game in round 2
      And it is player 0's turn
      And the citizen deck holds 4 cards
      When a position is loaded in which the top card of the deck is of the type "ghost", which the game does not define
      Then the position is refused because of SL-27.3.3

  @SL-27.3.4
  Rule: The solo cards are the game's, each in one place of its own deck

    Example: An unknown solo card
      Given a solo game in round 2
      When a position is loaded in which solo card solo_Z9 lies in the A deck
      Then the position is refused because of SL-27.3.4

    Example: An A card in the B deck
      Given a solo game in round 2
      When a position is loaded in which solo card solo_A1 lies in the B deck
      Then the position is refused because of SL-27.3.4

    Example: A solo card both in its deck and revealed
      Given a solo game in round 2
      And the next card of the A deck shows action area A
      When a position is loaded in which the top card of the A deck has also been revealed
      Then the position is refused because of SL-27.3.4

  @SL-27.3.5
  Rule: Every card of the game lies in one place

    Example: A card gone from the top of the deck
      Given a 2-player game in round 2
      And it is player 0's turn
      And player 1 holds 2 cards
      And the citizen deck holds 4 cards
      When a position is loaded in which the top card of the deck has left it for no other place
      Then the position is refused because of SL-27.3.5

    Example: A whole deck of cards gone
      Given a 2-player game in round 2
      And it is player 0's turn
      And player 1 holds 2 cards
      And the citizen deck holds 195 cards
      When a position is loaded in which the citizen deck is empty, its cards in no other place
      Then the position is refused because of SL-27.3.5

  @SL-27.4.1
  Rule: A map lists each hex once

    Example: Hex 1,0 listed twice
      Given a 2-player game in round 2
      And it is player 0's turn
      And player 0 holds 2 cards
      And player 0's map board is:
        | hex  | terrain |
        | 0,0  | capital |
        | 1,0  | wheat   |
        | 1,-1 | forest  |
        | 0,1  | special |
        | -1,0 | sea     |
      And the terrain tiles in the supply are:
        | tile       | terrain | flipped side |
        | wheat-gold | wheat   | 2 gold       |
        | wood-gold  | forest  | 1 gold       |
      And the special terrain tiles in the supply are:
        | tile  | effect |
        | oasis | 1 gold |
      And the property tokens are:
        | token  | kind | order | cost   |
        | tent_1 | tent | 1     | 1 wood |
        | tent_2 | tent | 2     | 1 wood |
      And player 0 has a flipped wheat-gold tile on hex 1,0
      And player 0 has placed tent_1 on hex 1,0
      When a position is loaded in which player 0's map lists hex 1,0 a second time, as sea
      Then the position is refused because of SL-27.4.1

  @SL-27.4.2
  Rule: A player without a map board has no piece on one

    Example: A road of a player without a map board
      Given a 2-player game in round 2
      And it is player 0's turn
      And player 0 holds 2 cards
      And player 0's map board is:
        | hex  | terrain |
        | 0,0  | capital |
        | 1,0  | wheat   |
        | 1,-1 | forest  |
        | 0,1  | special |
        | -1,0 | sea     |
      And the terrain tiles in the supply are:
        | tile       | terrain | flipped side |
        | wheat-gold | wheat   | 2 gold       |
        | wood-gold  | forest  | 1 gold       |
      And the special terrain tiles in the supply are:
        | tile  | effect |
        | oasis | 1 gold |
      And the property tokens are:
        | token  | kind | order | cost   |
        | tent_1 | tent | 1     | 1 wood |
        | tent_2 | tent | 2     | 1 wood |
      And player 0 has a flipped wheat-gold tile on hex 1,0
      And player 0 has placed tent_1 on hex 1,0
      When a position is loaded in which player 1 has a road between 0,0 and 1,0
      Then the position is refused because of SL-27.4.2

    Example: A terrain tile of a player without a map board
      Given a 2-player game in round 2
      And it is player 0's turn
      And the terrain tiles in the supply are:
        | tile       | terrain | flipped side |
        | wheat-gold | wheat   | 2 gold       |
      When a position is loaded in which player 1 has a flipped wheat-gold tile on hex 1,0
      Then the position is refused because of SL-27.4.2

    Example: A property of a player without a map board
      Given a 2-player game in round 2
      And it is player 0's turn
      And the property tokens are:
        | token  | kind | order | cost   |
        | tent_1 | tent | 1     | 1 wood |
      When a position is loaded in which player 1 has placed tent_1 on hex 0,0
      Then the position is refused because of SL-27.4.2

    Example: A cookie rabbit of a player without a map board
      Given a 2-player game in round 2
      And it is player 0's turn
      When a position is loaded in which player 1 has cookie rabbits on 0,0
      Then the position is refused because of SL-27.4.2

    Example: An extra draw area of a player without a map board
      Given a 2-player game in round 2
      And it is player 0's turn
      When a position is loaded in which player 1 has activated the extra draw area north
      Then the position is refused because of SL-27.4.2

  @SL-27.4.3
  Rule: Terrain tiles lie on hexes of the map that are not capital hexes

    Example: A tile off the map board
      Given a 2-player game in round 2
      And it is player 0's turn
      And player 0 holds 2 cards
      And player 0's map board is:
        | hex  | terrain |
        | 0,0  | capital |
        | 1,0  | wheat   |
        | 1,-1 | forest  |
        | 0,1  | special |
        | -1,0 | sea     |
      And the terrain tiles in the supply are:
        | tile       | terrain | flipped side |
        | wheat-gold | wheat   | 2 gold       |
        | wood-gold  | forest  | 1 gold       |
      And the special terrain tiles in the supply are:
        | tile  | effect |
        | oasis | 1 gold |
      And the property tokens are:
        | token  | kind | order | cost   |
        | tent_1 | tent | 1     | 1 wood |
        | tent_2 | tent | 2     | 1 wood |
      And player 0 has a flipped wheat-gold tile on hex 1,0
      And player 0 has placed tent_1 on hex 1,0
      When a position is loaded in which player 0 has a face-up wheat-gold tile on hex 5,5
      Then the position is refused because of SL-27.4.3

    Example: A tile on the capital hex
      Given a 2-player game in round 2
      And it is player 0's turn
      And player 0 holds 2 cards
      And player 0's map board is:
        | hex  | terrain |
        | 0,0  | capital |
        | 1,0  | wheat   |
        | 1,-1 | forest  |
        | 0,1  | special |
        | -1,0 | sea     |
      And the terrain tiles in the supply are:
        | tile       | terrain | flipped side |
        | wheat-gold | wheat   | 2 gold       |
        | wood-gold  | forest  | 1 gold       |
      And the special terrain tiles in the supply are:
        | tile  | effect |
        | oasis | 1 gold |
      And the property tokens are:
        | token  | kind | order | cost   |
        | tent_1 | tent | 1     | 1 wood |
        | tent_2 | tent | 2     | 1 wood |
      And player 0 has a flipped wheat-gold tile on hex 1,0
      And player 0 has placed tent_1 on hex 1,0
      When a position is loaded in which player 0 has a face-up wheat-gold tile on hex 0,0
      Then the position is refused because of SL-27.4.3

  @SL-27.4.4
  Rule: Terrain tiles are of the game's tile types

    Example: A tile of no type of the supply
      Given a 2-player game in round 2
      And it is player 0's turn
      And player 0 holds 2 cards
      And player 0's map board is:
        | hex  | terrain |
        | 0,0  | capital |
        | 1,0  | wheat   |
        | 1,-1 | forest  |
        | 0,1  | special |
        | -1,0 | sea     |
      And the terrain tiles in the supply are:
        | tile       | terrain | flipped side |
        | wheat-gold | wheat   | 2 gold       |
        | wood-gold  | forest  | 1 gold       |
      And the special terrain tiles in the supply are:
        | tile  | effect |
        | oasis | 1 gold |
      And the property tokens are:
        | token  | kind | order | cost   |
        | tent_1 | tent | 1     | 1 wood |
        | tent_2 | tent | 2     | 1 wood |
      And player 0 has a flipped wheat-gold tile on hex 1,0
      And player 0 has placed tent_1 on hex 1,0
      When a position is loaded in which player 0 has a face-up marble tile on hex 1,-1
      Then the position is refused because of SL-27.4.4

  @SL-27.4.5
  Rule: Every terrain tile fits its hex

    Example: A wheat tile on a forest hex
      Given a 2-player game in round 2
      And it is player 0's turn
      And player 0 holds 2 cards
      And player 0's map board is:
        | hex  | terrain |
        | 0,0  | capital |
        | 1,0  | wheat   |
        | 1,-1 | forest  |
        | 0,1  | special |
        | -1,0 | sea     |
      And the terrain tiles in the supply are:
        | tile       | terrain | flipped side |
        | wheat-gold | wheat   | 2 gold       |
        | wood-gold  | forest  | 1 gold       |
      And the special terrain tiles in the supply are:
        | tile  | effect |
        | oasis | 1 gold |
      And the property tokens are:
        | token  | kind | order | cost   |
        | tent_1 | tent | 1     | 1 wood |
        | tent_2 | tent | 2     | 1 wood |
      And player 0 has a flipped wheat-gold tile on hex 1,0
      And player 0 has placed tent_1 on hex 1,0
      When a position is loaded in which player 0 has a face-up wheat-gold tile on hex 1,-1
      Then the position is refused because of SL-27.4.5

    Example: A wheat tile on the special terrain hex
      Given a 2-player game in round 2
      And it is player 0's turn
      And player 0 holds 2 cards
      And player 0's map board is:
        | hex  | terrain |
        | 0,0  | capital |
        | 1,0  | wheat   |
        | 1,-1 | forest  |
        | 0,1  | special |
        | -1,0 | sea     |
      And the terrain tiles in the supply are:
        | tile       | terrain | flipped side |
        | wheat-gold | wheat   | 2 gold       |
        | wood-gold  | forest  | 1 gold       |
      And the special terrain tiles in the supply are:
        | tile  | effect |
        | oasis | 1 gold |
      And the property tokens are:
        | token  | kind | order | cost   |
        | tent_1 | tent | 1     | 1 wood |
        | tent_2 | tent | 2     | 1 wood |
      And player 0 has a flipped wheat-gold tile on hex 1,0
      And player 0 has placed tent_1 on hex 1,0
      When a position is loaded in which player 0 has a face-up wheat-gold tile on hex 0,1
      Then the position is refused because of SL-27.4.5

    Example: The special terrain tile on a forest hex
      Given a 2-player game in round 2
      And it is player 0's turn
      And player 0 holds 2 cards
      And player 0's map board is:
        | hex  | terrain |
        | 0,0  | capital |
        | 1,0  | wheat   |
        | 1,-1 | forest  |
        | 0,1  | special |
        | -1,0 | sea     |
      And the terrain tiles in the supply are:
        | tile       | terrain | flipped side |
        | wheat-gold | wheat   | 2 gold       |
        | wood-gold  | forest  | 1 gold       |
      And the special terrain tiles in the supply are:
        | tile  | effect |
        | oasis | 1 gold |
      And the property tokens are:
        | token  | kind | order | cost   |
        | tent_1 | tent | 1     | 1 wood |
        | tent_2 | tent | 2     | 1 wood |
      And player 0 has a flipped wheat-gold tile on hex 1,0
      And player 0 has placed tent_1 on hex 1,0
      When a position is loaded in which player 0 has a face-up oasis tile on hex 1,-1
      Then the position is refused because of SL-27.4.5

  @SL-27.4.6
  Rule: Roads lie on edges of the map's hexes

    Example: A road far off the map
      Given a 2-player game in round 2
      And it is player 0's turn
      And player 0 holds 2 cards
      And player 0's map board is:
        | hex  | terrain |
        | 0,0  | capital |
        | 1,0  | wheat   |
        | 1,-1 | forest  |
        | 0,1  | special |
        | -1,0 | sea     |
      And the terrain tiles in the supply are:
        | tile       | terrain | flipped side |
        | wheat-gold | wheat   | 2 gold       |
        | wood-gold  | forest  | 1 gold       |
      And the special terrain tiles in the supply are:
        | tile  | effect |
        | oasis | 1 gold |
      And the property tokens are:
        | token  | kind | order | cost   |
        | tent_1 | tent | 1     | 1 wood |
        | tent_2 | tent | 2     | 1 wood |
      And player 0 has a flipped wheat-gold tile on hex 1,0
      And player 0 has placed tent_1 on hex 1,0
      When a position is loaded in which player 0 has a road between 5,5 and 5,6
      Then the position is refused because of SL-27.4.6

    Example: A road whose two hexes are written in descending order
      Given a 2-player game in round 2
      And it is player 0's turn
      And player 0's map board is:
        | hex  | terrain |
        | 0,0  | capital |
        | 1,0  | wheat   |
      When a position is loaded in which player 0's road is written from 1,0 to 0,0
      Then the position is refused because of SL-27.4.6

    Example: A road between two hexes that share no edge
      Given a 2-player game in round 2
      And it is player 0's turn
      And player 0's map board is:
        | hex  | terrain |
        | 0,0  | capital |
        | 1,0  | wheat   |
      When a position is loaded in which player 0's road is written from 0,0 to 2,0
      Then the position is refused because of SL-27.4.6

  @SL-27.4.7
  Rule: Properties stand on capital hexes or on terrain tiles of the map

    Example: A property off the map board
      Given a 2-player game in round 2
      And it is player 0's turn
      And player 0 holds 2 cards
      And player 0's map board is:
        | hex  | terrain |
        | 0,0  | capital |
        | 1,0  | wheat   |
        | 1,-1 | forest  |
        | 0,1  | special |
        | -1,0 | sea     |
      And the terrain tiles in the supply are:
        | tile       | terrain | flipped side |
        | wheat-gold | wheat   | 2 gold       |
        | wood-gold  | forest  | 1 gold       |
      And the special terrain tiles in the supply are:
        | tile  | effect |
        | oasis | 1 gold |
      And the property tokens are:
        | token  | kind | order | cost   |
        | tent_1 | tent | 1     | 1 wood |
        | tent_2 | tent | 2     | 1 wood |
      And player 0 has a flipped wheat-gold tile on hex 1,0
      And player 0 has placed tent_1 on hex 1,0
      When a position is loaded in which player 0 has placed tent_2 on hex 4,4
      Then the position is refused because of SL-27.4.7

    Example: A property on a hex without a tile
      Given a 2-player game in round 2
      And it is player 0's turn
      And player 0 holds 2 cards
      And player 0's map board is:
        | hex  | terrain |
        | 0,0  | capital |
        | 1,0  | wheat   |
        | 1,-1 | forest  |
        | 0,1  | special |
        | -1,0 | sea     |
      And the terrain tiles in the supply are:
        | tile       | terrain | flipped side |
        | wheat-gold | wheat   | 2 gold       |
        | wood-gold  | forest  | 1 gold       |
      And the special terrain tiles in the supply are:
        | tile  | effect |
        | oasis | 1 gold |
      And the property tokens are:
        | token  | kind | order | cost   |
        | tent_1 | tent | 1     | 1 wood |
        | tent_2 | tent | 2     | 1 wood |
      And player 0 has a flipped wheat-gold tile on hex 1,0
      And player 0 has placed tent_1 on hex 1,0
      When a position is loaded in which player 0 has placed tent_2 on hex 1,-1
      Then the position is refused because of SL-27.4.7

  @SL-27.4.8
  Rule: Active extra draw areas are the map's

    Example: An extra draw area the map does not have
      Given a 2-player game in round 2
      And it is player 0's turn
      And player 0 holds 2 cards
      And player 0's map board is:
        | hex  | terrain |
        | 0,0  | capital |
        | 1,0  | wheat   |
        | 1,-1 | forest  |
        | 0,1  | special |
        | -1,0 | sea     |
      And the terrain tiles in the supply are:
        | tile       | terrain | flipped side |
        | wheat-gold | wheat   | 2 gold       |
        | wood-gold  | forest  | 1 gold       |
      And the special terrain tiles in the supply are:
        | tile  | effect |
        | oasis | 1 gold |
      And the property tokens are:
        | token  | kind | order | cost   |
        | tent_1 | tent | 1     | 1 wood |
        | tent_2 | tent | 2     | 1 wood |
      And player 0 has a flipped wheat-gold tile on hex 1,0
      And player 0 has placed tent_1 on hex 1,0
      When a position is loaded in which player 0 has activated the extra draw area north
      Then the position is refused because of SL-27.4.8

  @SL-27.4.9
  Rule: What a frame names lies on its player's map

    Example: A flip of a hex off the map
      Given a 2-player game in round 2
      And it is player 0's turn
      And player 0 holds 2 cards
      And player 0's map board is:
        | hex  | terrain |
        | 0,0  | capital |
        | 1,0  | wheat   |
        | 1,-1 | forest  |
        | 0,1  | special |
        | -1,0 | sea     |
      And the terrain tiles in the supply are:
        | tile       | terrain | flipped side |
        | wheat-gold | wheat   | 2 gold       |
        | wood-gold  | forest  | 1 gold       |
      And the special terrain tiles in the supply are:
        | tile  | effect |
        | oasis | 1 gold |
      And the property tokens are:
        | token  | kind | order | cost   |
        | tent_1 | tent | 1     | 1 wood |
        | tent_2 | tent | 2     | 1 wood |
      And player 0 has a flipped wheat-gold tile on hex 1,0
      And player 0 has placed tent_1 on hex 1,0
      When a position is loaded in which player 0 is about to flip the tile on hex 7,7
      Then the position is refused because of SL-27.4.9

    Example: A flip for a player without a map board
      Given a 2-player game in round 2
      And it is player 0's turn
      When a position is loaded in which player 1 is about to flip the tile on hex 1,0
      Then the position is refused because of SL-27.4.9

    Example: An extra draw area off the map
      Given a 2-player game in round 2
      And it is player 0's turn
      And player 0 holds 2 cards
      And player 0's map board is:
        | hex  | terrain |
        | 0,0  | capital |
        | 1,0  | wheat   |
        | 1,-1 | forest  |
        | 0,1  | special |
        | -1,0 | sea     |
      And the terrain tiles in the supply are:
        | tile       | terrain | flipped side |
        | wheat-gold | wheat   | 2 gold       |
        | wood-gold  | forest  | 1 gold       |
      And the special terrain tiles in the supply are:
        | tile  | effect |
        | oasis | 1 gold |
      And the property tokens are:
        | token  | kind | order | cost   |
        | tent_1 | tent | 1     | 1 wood |
        | tent_2 | tent | 2     | 1 wood |
      And player 0 has a flipped wheat-gold tile on hex 1,0
      And player 0 has placed tent_1 on hex 1,0
      When a position is loaded in which player 0 is about to activate the extra draw area north
      Then the position is refused because of SL-27.4.9

  @SL-27.5.1
  Rule: Placed properties are property tokens of the game

    Example: A castle on the capital hex
      Given a 2-player game in round 2
      And it is player 0's turn
      And player 0 holds 2 cards
      And player 0's map board is:
        | hex  | terrain |
        | 0,0  | capital |
        | 1,0  | wheat   |
        | 1,-1 | forest  |
        | 0,1  | special |
        | -1,0 | sea     |
      And the terrain tiles in the supply are:
        | tile       | terrain | flipped side |
        | wheat-gold | wheat   | 2 gold       |
        | wood-gold  | forest  | 1 gold       |
      And the special terrain tiles in the supply are:
        | tile  | effect |
        | oasis | 1 gold |
      And the property tokens are:
        | token  | kind | order | cost   |
        | tent_1 | tent | 1     | 1 wood |
        | tent_2 | tent | 2     | 1 wood |
      And player 0 has a flipped wheat-gold tile on hex 1,0
      And player 0 has placed tent_1 on hex 1,0
      When a position is loaded in which player 0 has placed castle on hex 0,0
      Then the position is refused because of SL-27.5.1

  @SL-27.5.2
  Rule: No property token stands on two hexes

    Example: The first tent also on the capital hex
      Given a 2-player game in round 2
      And it is player 0's turn
      And player 0 holds 2 cards
      And player 0's map board is:
        | hex  | terrain |
        | 0,0  | capital |
        | 1,0  | wheat   |
        | 1,-1 | forest  |
        | 0,1  | special |
        | -1,0 | sea     |
      And the terrain tiles in the supply are:
        | tile       | terrain | flipped side |
        | wheat-gold | wheat   | 2 gold       |
        | wood-gold  | forest  | 1 gold       |
      And the special terrain tiles in the supply are:
        | tile  | effect |
        | oasis | 1 gold |
      And the property tokens are:
        | token  | kind | order | cost   |
        | tent_1 | tent | 1     | 1 wood |
        | tent_2 | tent | 2     | 1 wood |
      And player 0 has a flipped wheat-gold tile on hex 1,0
      And player 0 has placed tent_1 on hex 1,0
      When a position is loaded in which player 0 has placed tent_1 on hex 0,0
      Then the position is refused because of SL-27.5.2

  @SL-27.5.3
  Rule: Cookie rabbits stand on the map

    Example: A cookie rabbit off the map board
      Given a 2-player game in round 2
      And it is player 0's turn
      And player 0 holds 2 cards
      And player 0's map board is:
        | hex  | terrain |
        | 0,0  | capital |
        | 1,0  | wheat   |
        | 1,-1 | forest  |
        | 0,1  | special |
        | -1,0 | sea     |
      And the terrain tiles in the supply are:
        | tile       | terrain | flipped side |
        | wheat-gold | wheat   | 2 gold       |
        | wood-gold  | forest  | 1 gold       |
      And the special terrain tiles in the supply are:
        | tile  | effect |
        | oasis | 1 gold |
      And the property tokens are:
        | token  | kind | order | cost   |
        | tent_1 | tent | 1     | 1 wood |
        | tent_2 | tent | 2     | 1 wood |
      And player 0 has a flipped wheat-gold tile on hex 1,0
      And player 0 has placed tent_1 on hex 1,0
      When a position is loaded in which player 0 has cookie rabbits on 1,0 and 6,6
      Then the position is refused because of SL-27.5.3

  @SL-27.5.4
  Rule: No more cookie rabbits are on the map than the food track has

    Example: Three rabbits on the map when the track has two
      Given a 2-player game in round 2
      And it is player 0's turn
      And player 0 holds 2 cards
      And player 0's map board is:
        | hex  | terrain |
        | 0,0  | capital |
        | 1,0  | wheat   |
        | 1,-1 | forest  |
        | 0,1  | special |
        | -1,0 | sea     |
      And the terrain tiles in the supply are:
        | tile       | terrain | flipped side |
        | wheat-gold | wheat   | 2 gold       |
        | wood-gold  | forest  | 1 gold       |
      And the special terrain tiles in the supply are:
        | tile  | effect |
        | oasis | 1 gold |
      And the property tokens are:
        | token  | kind | order | cost   |
        | tent_1 | tent | 1     | 1 wood |
        | tent_2 | tent | 2     | 1 wood |
      And player 0 has a flipped wheat-gold tile on hex 1,0
      And player 0 has placed tent_1 on hex 1,0
      And the food track is:
        | space | bonus                |
        | 0     |                      |
        | 1     | wood discount tile 1 |
        | 2     |                      |
      And the cookie rabbits above the food track are:
        | rabbit | column | bonus |
        | 1      | 4      |       |
        | 2      | 6      |       |
      When a position is loaded in which player 0 has cookie rabbits on 0,0, 1,0 and 1,-1
      Then the position is refused because of SL-27.5.4

  @SL-27.6.1
  Rule: Skill tiles are the game's, each in a place of its set

    Example: A skill tile the game does not have
      Given a 2-player game in round 2
      And it is player 0's turn
      When a position is loaded in which player 0 holds the face-up skill tile skill_99
      Then the position is refused because of SL-27.6.1

    Example: An advanced tile in a regular stack
      Given a 2-player game in round 2
      And it is player 0's turn
      When a position is loaded in which the stack of skill tile advanced_1 holds 1 tiles
      Then the position is refused because of SL-27.6.1

    Example: A regular tile beside the board as an advanced one
      Given a 2-player game in round 2
      And it is player 0's turn
      When a position is loaded in which the advanced skill tiles beside the board are skill_1
      Then the position is refused because of SL-27.6.1

    Example: A tile turned face down that its player does not hold
      Given a 2-player game in round 2
      And it is player 0's turn
      When a position is loaded in which player 0 is about to turn the skill tile skill_1 face down
      Then the position is refused because of SL-27.6.1

  @SL-27.6.2
  Rule: No more copies of a regular skill tile are in play than exist

    Example: Three in the stack and one held
      Given a 2-player game in round 2
      And it is player 0's turn
      And the stack of skill tile skill_1 holds 2 tiles
      And player 0 holds the face-up skill tile skill_1
      When a position is loaded in which the stack of skill tile skill_1 holds 3 tiles
      Then the position is refused because of SL-27.6.2

  @SL-27.6.3
  Rule: Each advanced skill tile is in one place

    Example: An advanced tile both beside the board and held
      Given a 2-player game in round 2
      And it is player 0's turn
      And the advanced skill tiles beside the board are advanced_1
      When a position is loaded in which player 1 holds the face-up skill tile advanced_1
      Then the position is refused because of SL-27.6.3

    Example: One advanced tile held by both players
      Given a 2-player game in round 2
      And it is player 0's turn
      And player 0 holds the face-up skill tile advanced_1
      When a position is loaded in which player 1 holds the face-up skill tile advanced_1
      Then the position is refused because of SL-27.6.3

  @SL-27.7.1
  Rule: Round aid tokens are on spaces of the round aid board

    Example: A token past the board's last space
      Given a 2-player game in round 2
      And it is player 0's turn
      And the round aid board has 3 spaces
      When a position is loaded in which player 1's round aid token is on space 7
      Then the position is refused because of SL-27.7.1

    @requires:solo
    Example: Mio's token past the board's last space
      Given a solo game in round 2
      And it is player 0's turn
      When a position is loaded in which Mio's round aid token is on space 9
      Then the position is refused because of SL-27.7.1

  @SL-27.7.2
  Rule: No two round aid tokens share a space

    Example: Both tokens on space 0
      Given a 2-player game in round 2
      And it is player 0's turn
      And player 0's round aid token is on space 0
      And player 1's round aid token is on space 1
      When a position is loaded in which player 1's round aid token is on space 0
      Then the position is refused because of SL-27.7.2

    @requires:solo
    Example: Mio's token on the player's space
      Given a solo game in round 2
      And it is player 0's turn
      And player 0's round aid token is on space 1
      When a position is loaded in which Mio's round aid token is on space 1
      Then the position is refused because of SL-27.7.2

  @SL-27.7.3
  Rule: The aid tiles above the spaces are the game's, of their kind

    Example: An unknown standard aid tile
      Given a 2-player game in round 2
      And it is player 0's turn
      When a position is loaded in which the standard aid tile std_nothing lies above round aid space 1
      Then the position is refused because of SL-27.7.3

    Example: Two standard aid tiles to order, one unknown
      Given a 2-player game in round 2
      And it is player 0's turn
      When a position is loaded in which player 0 is asked which of the standard aid tiles std_nothing and std_none resolves first
      Then the position is refused because of SL-27.7.3

    Example: A standard aid tile in the pass tile's place
      Given a 2-player game in round 2
      And it is player 0's turn
      When a position is loaded in which the pass aid tile std_terrain lies above round aid space 1
      Then the position is refused because of SL-27.7.3

  @SL-27.8.1
  Rule: The industry markers stand on the industry track

    Example: The carriage past the track's last space
      Given a 2-player game in round 2
      And it is player 0's turn
      And the industry track is:
        | space | carriage bonus | locomotive bonus | industry points | research lab after |
        | 1     |                |                  |                 |                    |
        | 2     | the locomotive |                  |                 |                    |
        | 3     |                |                  | 1               |                    |
      When a position is loaded in which player 0's carriage is on space 4
      Then the position is refused because of SL-27.8.1

    Example: The locomotive past the track's last space
      Given a 2-player game in round 2
      And it is player 0's turn
      And the industry track is:
        | space | carriage bonus | locomotive bonus | industry points | research lab after |
        | 1     |                |                  |                 |                    |
        | 2     | the locomotive |                  |                 |                    |
        | 3     |                |                  | 1               |                    |
      And player 0's locomotive is on space 2
      When a position is loaded in which player 0's locomotive is on space 4
      Then the position is refused because of SL-27.8.1

  @SL-27.8.2
  Rule: The food marker stands on the food track

    Example: The food marker past the track's last space
      Given a 2-player game in round 2
      And it is player 0's turn
      And the food track is:
        | space | bonus                |
        | 0     |                      |
        | 1     | wood discount tile 1 |
        | 2     |                      |
      When a position is loaded in which player 0's food marker is on space 3
      Then the position is refused because of SL-27.8.2

  @SL-27.8.2a
  Rule: Each prosperity track takes a place of its own on the board

    Example: A track in place 0, above the top of the board
      Given a 2-player game in round 2
      And it is player 0's turn
      And the prosperity tracks are six plain tracks of 4 spaces
      When a position is loaded in which prosperity track 1 stands in place 0
      Then the position is refused because of SL-27.8.2a

    Example: A track in place 7, below the bottom of the board
      Given a 2-player game in round 2
      And it is player 0's turn
      And the prosperity tracks are six plain tracks of 4 spaces
      When a position is loaded in which prosperity track 6 stands in place 7
      Then the position is refused because of SL-27.8.2a

    Example: A track with no place at all
      Given a 2-player game in round 2
      And it is player 0's turn
      And the prosperity tracks are six plain tracks of 4 spaces
      When a position is loaded in which prosperity track 4 has no place
      Then the position is refused because of SL-27.8.2a

    Example: Two tracks in one place, none empty
      Given a 2-player game in round 2
      And it is player 0's turn
      And the prosperity tracks are six plain tracks of 4 spaces
      When a position is loaded in which a seventh track, a copy of track 3 under another name, shares its place
      Then the position is refused because of SL-27.8.2a

  @SL-27.8.3
  Rule: Each prosperity marker stands on its track

    Example: A marker past the rightmost space
      Given a 2-player game in round 2
      And it is player 0's turn
      And the prosperity tracks are six plain tracks of 4 spaces
      When a position is loaded in which player 0's marker on the first prosperity track has advanced 5 spaces
      Then the position is refused because of SL-27.8.3

    Example: A marker advanced in a place that has no track
      Given a 2-player game in round 2
      And it is player 0's turn
      And the prosperity tracks are six plain tracks of 4 spaces
      When a position is loaded in which prosperity track 6 is gone from the board while player 0's marker in its place has advanced 2 spaces
      Then the position is refused because of SL-27.8.3

  @SL-27.8.4
  Rule: Wood discount tiles are tiles the food track gives

    Example: A discount tile the food track does not give
      Given a 2-player game in round 2
      And it is player 0's turn
      And the food track is:
        | space | bonus                |
        | 0     |                      |
        | 1     | wood discount tile 1 |
        | 2     |                      |
      When a position is loaded in which player 0 holds wood discount tiles of 1 and 2
      Then the position is refused because of SL-27.8.4

  @SL-27.8.5
  Rule: No industry column is fuller than its highest limit

    Example: Four cards in one column
      Given a 2-player game in round 2
      And it is player 0's turn
      And the citizen deck holds 6 cards
      When a position is loaded in which player 0's mining column holds the top 4 cards of the deck
      Then the position is refused because of SL-27.8.5

  @SL-27.8.6
  Rule: The milestone tiles are distinct tiles of the game

    Example: The same milestone tile twice
      Given a 2-player game in round 2
      And it is player 0's turn
      And milestone tile milestone_1 lies beside the board with side a up
      When a position is loaded in which milestone tile milestone_1 also lies beside the board
      Then the position is refused because of SL-27.8.6

    Example: A milestone tile the game does not have
      Given a 2-player game in round 2
      And it is player 0's turn
      When a position is loaded in which milestone tile milestone_9 also lies beside the board
      Then the position is refused because of SL-27.8.6

  @SL-27.8.7
  Rule: Only prosperity tracks have a first player on their rightmost space

    Example: A first player on a track that does not exist
      Given a 2-player game in round 2
      And it is player 0's turn
      And the prosperity tracks are six plain tracks of 4 spaces
      When a position is loaded in which player 0 was the first to reach the rightmost space of the purple track
      Then the position is refused because of SL-27.8.7

  @SL-27.8.8
  Rule: The final scoring tiles are distinct tiles of the game

    Example: A final scoring tile the game does not have
      Given a 2-player game in round 2
      And it is player 0's turn
      When a position is loaded in which the final scoring tile fs_nothing is also in play
      Then the position is refused because of SL-27.8.8

    Example: The same final scoring tile twice
      Given a 2-player game in round 2
      And it is player 0's turn
      And the final scoring tile comparing the most common terrain type is in play, with a neutral score of 0
      When a position is loaded in which the final scoring tile fs_terrain is also in play
      Then the position is refused because of SL-27.8.8

  @SL-27.9.1
  Rule: Every action area is one of the game's

    Example: An area Z
      Given a 2-player game in round 2
      And it is player 0's turn
      When a position is loaded in which action area Z has 1 empty action spaces
      Then the position is refused because of SL-27.9.1

  @SL-27.9.2
  Rule: No disc stands on an area that is not open yet

    Example: A disc on an area that opens next round
      Given a 2-player game in round 2
      And it is player 0's turn
      And action area M is an advanced area that opens in round 3
      And action area M has 3 action spaces
      When a position is loaded in which a disc of player 1 stands on the first space of action area M
      Then the position is refused because of SL-27.9.2

    @requires:solo
    Example: Mio's disc on an area that opens next round
      Given a solo game in round 2
      And it is player 0's turn
      And action area M is an advanced area that opens in round 3
      And action area M has 3 action spaces
      When a position is loaded in which a disc of Mio stands on the first space of action area M
      Then the position is refused because of SL-27.9.2

  @SL-27.10.1
  Rule: Every character chosen is a character of the game

    Example: A character the game does not have
      Given a 2-player game in round 2
      And it is player 0's turn
      When a position is loaded in which player 0's character is Nobody Special
      Then the position is refused because of SL-27.10.1

  @SL-27.10.2
  Rule: No two players have the same character

    Example: Two players with Elsa Skyr
      Given a 2-player game in round 2
      And it is player 0's turn
      And player 0's character is Elsa Skyr
      When a position is loaded in which player 1's character is Elsa Skyr
      Then the position is refused because of SL-27.10.2

  @SL-27.11.1
  Rule: The setup phase belongs to round 1

    Example: Setup in round 2, while the cards to keep are chosen
      Given a 2-player game in round 2
      And every player holds 2 cards
      And the action phase of round 2 has just ended
      When a position is loaded in which the game is in its setup phase
      Then the position is refused because of SL-27.11.1

  @SL-27.11.2
  Rule: The stack is empty exactly when the game is over

    Example: A finished game with a round aid token still to move on its stack
      Given a 2-player game in round 5
      And it is player 1's turn
      And player 0 has already passed
      And player 0's round aid token is on space 0
      And player 1's round aid token is on space 1
      When player 1 passes
      And a position is loaded in which the game is over, with the stack as it was
      Then the position is refused because of SL-27.11.2

    Example: An action phase with no frame at all
      Given a 2-player game in round 2
      And it is player 0's turn
      When a position is loaded in which the stack holds no frame
      Then the position is refused because of SL-27.11.2

  @SL-27.11.3
  Rule: The game ends only in round 5

    Example: A game over in round 2
      Given a 2-player game in round 2
      And it is player 0's turn
      When a position is loaded in which the game is over and its stack empty
      Then the position is refused because of SL-27.11.3

    Example: A game over in round 4
      Given a 2-player game in round 4
      And it is player 0's turn
      When a position is loaded in which the game is over and its stack empty
      Then the position is refused because of SL-27.11.3

  @SL-27.12.1
  Rule: No turn belongs to a player who has passed

    Example: The turn of a player who has passed
      Given a 2-player game in round 2
      And it is player 0's turn
      When a position is loaded in which player 0 has passed
      Then the position is refused because of SL-27.12.1

  @SL-27.12.2
  Rule: The stack holds one turn at most, and only in the action phase

    Example: Two turns at once
      Given a 2-player game in round 2
      And it is player 0's turn
      When a position is loaded in which a turn of player 1 lies under the turn being played
      Then the position is refused because of SL-27.12.2

    Example: A turn in the income phase
      Given a 2-player game in round 2
      And it is player 0's turn
      When a position is loaded in which the game is in its income phase
      Then the position is refused because of SL-27.12.2

  @SL-27.12.3
  Rule: The frames of a pass belong to a player who has passed

    Example: A round aid token to move for a player who has not passed
      Given a 2-player game in round 2
      And it is player 0's turn
      When a position is loaded in which player 1 is to move the round aid token, though they have not passed
      Then the position is refused because of SL-27.12.3

    Example: A pass scored for a player who has not passed
      Given a 2-player game in round 2
      And it is player 0's turn
      When a position is loaded in which the pass of player 1 is being scored, though they have not passed
      Then the position is refused because of SL-27.12.3

  @SL-27.12.4
  Rule: The choices of setup are asked only in the setup phase

    Example: A character to choose in the middle of an action phase
      Given a 2-player game in round 2
      And it is player 0's turn
      When a position is loaded in which player 0 is asked to choose a character
      Then the position is refused because of SL-27.12.4

    Example: A map board to choose in the middle of an action phase
      Given a 2-player game in round 2
      And it is player 0's turn
      When a position is loaded in which player 0 is asked to choose a map board
      Then the position is refused because of SL-27.12.4

    Example: A round aid space to choose in the middle of an action phase
      Given a 2-player game in round 2
      And it is player 0's turn
      When a position is loaded in which player 0 is asked to choose a round aid space
      Then the position is refused because of SL-27.12.4

  @SL-27.12.5
  Rule: The draft belongs to round 1's income of hand drafting, the solo reveal to a solo game

    Example: The draft in a game without hand drafting
      Given a 2-player game in round 2
      And it is player 0's turn
      When a position is loaded in which the packets of hand drafting are about to be dealt
      Then the position is refused because of SL-27.12.5

    Example: The draft in round 1's action phase, after the hands were drafted
      Given a 2-player game in round 1 with the hand drafting variant
      And the citizen deck holds 20 cards
      And it is player 0's turn
      When a position is loaded in which the packets of hand drafting are about to be dealt
      Then the position is refused because of SL-27.12.5

    Example: The draft in round 2 of a game with hand drafting
      Given a 2-player game in round 2 with the hand drafting variant
      And the citizen deck holds 20 cards
      And the income phase of round 2 is next
      When a position is loaded in which the packets of hand drafting are about to be dealt
      Then the position is refused because of SL-27.12.5

    Example: The solo reveal in a game of two players
      Given a 2-player game in round 2
      And it is player 0's turn
      When a position is loaded in which the solo cards are about to be revealed
      Then the position is refused because of SL-27.12.5
