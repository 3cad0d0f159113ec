Feature: Answers an engine refuses
  Every decision of the game is also asked the wrong way: with the answer of
  another decision, with an answer of its own kind whose values cannot be, and
  with an answer that only another player could give. Each is refused naming the
  rule decisions.md D8 gives for it, and changes nothing. A request carries no
  seat, so an answer is always the deciding player's (D8.4): "player 1 answers in
  place of player 0" hands the engine player 1's answer while player 0 is asked,
  and player 0 is then asked the same question again.

  @SL-3.6.3
  Rule: A character is chosen only with a character board nobody holds

    Background:
      Given a 2-player game being set up, where player 0 holds the start player marker
      And the characters on offer are:
        | character | board | income | resources |
        | hazel     | 1     | 2 gold | 10 gold   |
        | olive     | 2     | 3 gold | 10 gold   |

    Example: A map board side while a character is asked
      When player 1 chooses the map board side A
      Then the action is refused because of SL-3.6.3
      And player 1 still faces the same choice

    Example: A character that is not on offer
      When player 1 chooses the character plum
      Then the action is refused because of SL-3.6.3

  @SL-3.6.5
  Rule: A map board side is chosen only among the shared A side and the B sides nobody holds

    Background:
      Given a 2-player game being set up, where player 0 holds the start player marker
      And the characters on offer are:
        | character | board | income | resources |
        | hazel     | 1     | 2 gold | 10 gold   |
        | olive     | 2     | 3 gold | 10 gold   |

    Example: A second character while the map is asked
      When player 1 chooses the character hazel
      And player 1 chooses the character olive
      Then the action is refused because of SL-3.6.5
      And player 1 still faces the same choice

    Example: The round aid token while the map is asked
      When player 1 chooses the character hazel
      And player 1 places the round aid token on space 0
      Then the action is refused because of SL-3.6.5

  @SL-3.8.2
  Rule: The round aid token is placed at setup on a space without a token

    Background:
      Given a 2-player game being set up, where player 0 holds the start player marker
      And the characters on offer are:
        | character | board | income | resources |
        | hazel     | 1     | 2 gold | 10 gold   |
        | olive     | 2     | 3 gold | 10 gold   |
      When player 1 chooses the character hazel
      And player 1 chooses the map board side A
      And player 0 chooses the character olive
      And player 0 chooses the map board side A

    Example: Moving the token as after a pass while it is still to be placed
      When player 1 moves the round aid token to space 1
      Then the action is refused because of SL-3.8.2
      And player 1 still faces the same choice

    Example: A setup space beyond the board
      When player 1 places the round aid token on space 7
      Then the action is refused because of SL-3.8.2

  @SL-5.2.3
  Rule: Two standard aid tiles above the token's space resolve in the order the player chooses

    Background:
      Given a 2-player game in round 2
      And player 0 holds 2 cards
      And player 1 holds 2 cards
      And player 0's round aid token is on space 0
      And player 1's round aid token is on space 2
      And the printed standard aid tile std_wood_income lies above round aid space 0
      And the printed standard aid tile std_iron_income lies above round aid space 0
      And the printed standard aid tile std_gold_income lies above round aid space 2
      And the citizen deck holds 20 cards
      And the income phase of round 3 is next

    Example: Ending a turn while the aid tiles' order is asked
      When player 0 ends the turn
      Then the action is refused because of SL-5.2.3
      And player 0 still faces the same choice

    Example: The tile above another player's space
      When player 1 answers in place of player 0
      And player 1 resolves the standard aid tile std_gold_income first
      Then the action is refused because of SL-5.2.3
      And player 0 still faces the same choice

  @SL-7.2.1
  Rule: A turn is answered only with a main action, a free action or the end of the turn

    Background:
      Given a 2-player game in round 2
      And it is player 0's turn
      And player 0 holds 2 cards
      And the citizen cards are:
        | card   | kind      | cost | tags    | industry tag | ability |
        | Herald | immediate | 2    | macaron | none         | 1 gold  |
      And player 1 holds the citizen cards Herald
      And player 1 has 5 gold
      And action area A has 3 action spaces

    Example: Stopping a placement that was never begun
      When player 0 stops
      Then the action is refused because of SL-7.2.1
      And player 0 still faces the same choice

    Example: Keeping a card as at cleanup in the middle of a turn
      When player 0 keeps the card c001
      Then the action is refused because of SL-7.2.1

    @SL-14.2.1a
    Example: A card of another player's hand
      When player 1 answers in place of player 0
      And player 1 plays the card Herald
      Then the action is refused because of SL-14.2.1a
      And player 0 still faces the same choice

    @SL-18.2.4
    Example: A resource only another player can pay for
      When player 1 answers in place of player 0
      And player 1 buys 1 wheat
      Then the action is refused because of SL-18.2.4
      And player 0 still faces the same choice

  @SL-8.1.1a
  Rule: A player chooses only among the action areas of the game

    Example: An area no board prints
      Given a 2-player game in round 2
      And it is player 0's turn
      And player 0 holds 3 cards
      And player 0 has 20 wheat
      When player 0 uses action area Z
      Then the action is refused because of SL-8.1.1a
      And player 0 still faces the same choice

  @SL-8.1.1
  Rule: The imitation boards carry action areas only in games of 3 or 4 players

    Example: Area L of the board for 3 and 4 players in a 2-player game
      Given a 2-player game in round 2
      And it is player 0's turn
      And player 0 holds 3 cards
      And player 0 has 20 gold
      When player 0 uses area L of the imitation board for 3 and 4 players
      Then the action is refused because of SL-8.1.1
      And player 0 still faces the same choice

    Example: Area L of the board for 4 players in a 3-player game
      Given a 3-player game in round 2
      And it is player 0's turn
      And player 0 holds 3 cards
      And player 0 has 20 gold
      When player 0 uses area L of the imitation board for 4 players
      Then the action is refused because of SL-8.1.1

  @SL-8.3.1
  Rule: A hand cost is paid with that many cards of the hand, or with a held disc

    Background:
      Given a 2-player game in round 2
      And it is player 0's turn
      And player 0 holds the cards c001, c002 and c003
      And player 1 holds the cards c004 and c005
      And player 0 has 6 wheat
      And action area A has 3 action spaces
      When player 0 uses action area A

    Example: Passing while the hand cost is asked
      When player 0 passes
      Then the action is refused because of SL-8.3.1
      And player 0 still faces the same choice

    Example: Ending the turn before the hand cost is paid
      When player 0 ends the turn
      Then the action is refused because of SL-8.3.1

    Example: Paying one card more than the space asks
      When player 0 pays the hand cost with the cards c001 and c002
      Then the action is refused because of SL-8.3.1

    Example: A discard of cards the player does not hold while the hand cost is asked
      When player 0 discards the cards c004
      Then the action is refused because of SL-8.3.1
      And player 0 still faces the same choice

    @SL-8.3.3
    Example: Cards of another player's hand
      When player 1 answers in place of player 0
      And player 1 pays the hand cost with the cards c004
      Then the action is refused because of SL-8.3.3
      And player 0 still faces the same choice

  @SL-18.2.11
  Rule: Resources of the player's choice are taken in the kinds and number allowed

    Background:
      Given a 2-player game in round 2
      And player 0 holds 2 cards
      And player 1 holds 2 cards
      And player 0's round aid token is on space 0
      And player 1's round aid token is on space 2
      And the printed standard aid tile std_basic3 lies above round aid space 0
      And the citizen deck holds 20 cards
      And the income phase of round 3 is next

    Example: Ending a turn while the resources are asked
      When player 0 ends the turn
      Then the action is refused because of SL-18.2.11
      And player 0 still faces the same choice

    Example: One resource more than the tile gives
      When player 0 takes 2 wood and 2 iron of their choice
      Then the action is refused because of SL-18.2.11

    Example: One resource fewer than the tile gives
      When player 0 takes 1 wood and 1 iron of their choice
      Then the action is refused because of SL-18.2.11

  @SL-17.3.2
  Rule: After a pass the round aid token moves to a space without a token

    Background:
      Given a 2-player game in round 1
      And it is player 1's turn
      And player 0 has already passed
      And player 0's round aid token is on space 0
      And player 1's round aid token is on space 1
      And the citizen deck holds 20 cards
      When player 1 passes

    Example: Placing the token as at setup after a pass
      When player 1 places the round aid token on space 2
      Then the action is refused because of SL-17.3.2
      And player 1 still faces the same choice

    Example: A space beyond the board after a pass
      When player 1 moves the round aid token to space 9
      Then the action is refused because of SL-17.3.2

  @SL-21.2.3
  Rule: At cleanup a player keeps one card of their own hand

    Background:
      Given a 2-player game in round 1
      And it is player 1's turn
      And player 0 has already passed
      And player 0's round aid token is on space 0
      And player 1's round aid token is on space 1
      And the citizen deck holds 20 cards
      And player 0 holds the cards c001, c002 and c003
      And player 1 holds the cards c004 and c005
      When player 1 passes
      And player 1 moves the round aid token to space 2

    Example: Passing while the kept card is asked
      When player 0 passes
      Then the action is refused because of SL-21.2.3
      And player 0 still faces the same choice

    Example: Discarding the cards instead of keeping one
      When player 0 discards the cards c001 and c002
      Then the action is refused because of SL-21.2.3

    Example: Player 1 keeps a card of their own while player 0 is asked
      When player 1 answers in place of player 0
      And player 1 keeps the card c004
      Then the action is refused because of SL-21.2.3
      And player 0 still faces the same choice

  @SL-25.3.3
  Rule: A draft pick takes a card of the packet in front of the player

    Background:
      Given a 2-player game in round 1 with the hand drafting variant
      And the citizen deck holds 20 cards
      And the income phase of round 1 is next

    Example: Keeping a card as at cleanup while a pick is asked
      When player 0 keeps the card c001
      Then the action is refused because of SL-25.3.3
      And player 0 still faces the same choice

    Example: Player 1 picks from the packet in front of them while player 0 is asked
      When player 1 answers in place of player 0
      And player 1 picks the card c007 in the draft
      Then the action is refused because of SL-25.3.3
      And player 0 still faces the same choice

  @SL-6.2.3
  Rule: A discard of the player's choice is that many cards of their own hand

    Background:
      Given a 2-player game in round 3
      And it is player 0's turn
      And player 0 holds the cards c001 and c002
      And player 1 holds the cards c003 and c004
      And player 0's character has the free action to discard 1 card, then take 1 action disc
      When player 0 uses the character's free action

    Example: Ending the turn while the discard is asked
      When player 0 ends the turn
      Then the action is refused because of SL-6.2.3
      And player 0 still faces the same choice

    Example: Two cards where one is asked
      When player 0 discards the cards c001 and c002
      Then the action is refused because of SL-6.2.3

    Example: Player 1 discards a card of their own while player 0 is asked
      When player 1 answers in place of player 0
      And player 1 discards the cards c003
      Then the action is refused because of SL-6.2.3
      And player 0 still faces the same choice

  @SL-1.7.3
  Rule: One option of a choice is chosen, and one part of an effect in any order resolves first

    Background:
      Given a 2-player game in round 2
      And it is player 0's turn
      And player 0 holds 3 cards
      And action area X has 1 action space
      And action area Y has 1 action space
      And action area X costs nothing and lets the player either gain 2 gold or gain 1 wheat
      And action area Y costs nothing and lets the player in any order, gain 2 gold and draw 1 card
      And the citizen deck holds 5 cards

    Example: Accepting an optional part while an option is asked
      When player 0 uses action area X
      And player 0 pays the hand cost with 1 card
      And player 0 accepts the optional part
      Then the action is refused because of SL-1.7.3
      And player 0 still faces the same choice

    Example: A third option of two
      When player 0 uses action area X
      And player 0 pays the hand cost with 1 card
      And player 0 chooses the third option
      Then the action is refused because of SL-1.7.3

    Example: Choosing an option while the order of the parts is asked
      When player 0 uses action area Y
      And player 0 pays the hand cost with 1 card
      And player 0 chooses the first option
      Then the action is refused because of SL-1.7.3
      And player 0 still faces the same choice

    Example: A third part of two
      When player 0 uses action area Y
      And player 0 pays the hand cost with 1 card
      And player 0 resolves the third part first
      Then the action is refused because of SL-1.7.3

  @SL-7.5.2
  Rule: An optional part is accepted only when its payment can be made

    Background:
      Given a 2-player game in round 2
      And it is player 0's turn
      And player 0 holds 3 cards
      And player 1 has 5 gold
      And action area X has 1 action space
      And action area X costs nothing and lets the player optionally pay 2 gold to gain 1 diamond, then gain 1 wheat
      When player 0 uses action area X
      And player 0 pays the hand cost with 1 card

    Example: Stopping while the optional part is asked
      When player 0 stops
      Then the action is refused because of SL-7.5.2
      And player 0 still faces the same choice

    Example: Player 1, who could pay, accepts while player 0 is asked
      When player 1 answers in place of player 0
      And player 1 accepts the optional part
      Then the action is refused because of SL-7.5.2
      And player 0 still faces the same choice

  @SL-1.7.2
  Rule: An effect repeated as often as the player wishes goes on only while it can be paid

    Background:
      Given a 2-player game in round 2
      And it is player 0's turn
      And player 0 holds 3 cards
      And player 0 has 2 wood
      And player 1 has 9 wood
      And action area X has 1 action space
      And action area X costs nothing and lets the player any number of times, pay 2 wood, then gain 3 gold
      When player 0 uses action area X
      And player 0 pays the hand cost with 1 card

    Example: Declining while the repetition is asked
      When player 0 declines the optional part
      Then the action is refused because of SL-1.7.2
      And player 0 still faces the same choice

    Example: A repetition that can no longer be paid
      When player 0 repeats the effect once more
      And player 0 repeats the effect once more
      Then the action is refused because of SL-1.7.2

    Example: Player 1, who has the wood, repeats while player 0 is asked
      When player 0 repeats the effect once more
      And player 1 answers in place of player 0
      And player 1 repeats the effect once more
      Then the action is refused because of SL-1.7.2
      And player 0 still faces the same choice

  @SL-1.6.1
  Rule: Income of the player's choice is raised on the tracks and by the steps allowed

    Background:
      Given a 2-player game in round 2
      And it is player 0's turn
      And player 0 holds 3 cards
      And action area X has 1 action space
      And action area X costs nothing and lets the player raise an income of their choice by 1
      When player 0 uses action area X
      And player 0 pays the hand cost with 1 card

    Example: Taking resources while the income is asked
      When player 0 takes 1 wood of their choice
      Then the action is refused because of SL-1.6.1
      And player 0 still faces the same choice

    Example: Three steps where one is given
      When player 0 raises the wood income by 3
      Then the action is refused because of SL-1.6.1

  @SL-1.4.6
  Rule: A payment in any combination pays exactly its count in the allowed kinds

    Background:
      Given a 2-player game in round 3
      And it is player 0's turn
      And player 0 holds 3 cards
      And action area C has 3 action spaces
      And player 0's character may pay wood for the wheat of action areas C and O
      And player 0 has 2 wheat
      And player 0 has 5 wood
      And player 0 has 5 iron
      And player 1 has 9 wheat
      When player 0 uses action area C
      And player 0 pays the hand cost with 1 card

    Example: Taking resources while a payment is asked
      When player 0 takes 4 wood of their choice
      Then the action is refused because of SL-1.4.6
      And player 0 still faces the same choice

    Example: One resource fewer than the cost
      When player 0 pays 1 wheat and 2 wood
      Then the action is refused because of SL-1.4.6

    Example: Iron where only wheat and wood may pay
      When player 0 pays 4 iron
      Then the action is refused because of SL-1.4.6

    Example: Player 1, who has the wheat, pays with it while player 0 is asked
      When player 1 answers in place of player 0
      And player 1 pays 4 wheat
      Then the action is refused because of SL-1.4.6
      And player 0 still faces the same choice

  @SL-8.6.6
  Rule: Area L copies only an area of the game of the category it names

    Background:
      Given a 2-player game in round 2
      And it is player 0's turn
      And action area L has 1 action space
      And action area L costs 4 gold and copies basic areas
      And action area B has 1 action space, the first 1 occupied
      And action area B is a basic area
      And action area B costs nothing and lets the player gain 2 wheat
      And action area I has 1 action space
      And player 0 holds 3 cards
      And player 0 has 6 gold
      When player 0 uses action area L
      And player 0 pays the hand cost with 1 card

    Example: Using an area while the area to copy is asked
      When player 0 uses action area I
      Then the action is refused because of SL-8.6.6
      And player 0 still faces the same choice

    Example: An area that is not in the game
      When player 0 copies action area Q
      Then the action is refused because of SL-8.6.6

  @SL-9.3.1
  Rule: A terrain tile is placed on a hex of the player's own map

    Background:
      Given a 2-player game in round 2
      And it is player 0's turn
      And player 0 holds 3 cards
      And player 0's map board is:
        | hex  | terrain | placement icon |
        | 0,0  | capital |                |
        | 1,0  | wheat   |                |
        | 0,1  | wheat   |                |
      And player 1's map board is:
        | hex  | terrain | placement icon |
        | 5,0  | capital |                |
        | 6,0  | wheat   |                |
      And the terrain tiles in the supply are:
        | tile        | terrain | flipped side    |
        | wheat-gold  | wheat   | 2 gold          |
      And action area A has 3 action spaces
      And player 0 has 6 wheat
      When player 0 uses action area A
      And player 0 pays the hand cost with 1 card

    Example: A road while a terrain tile is asked
      When player 0 places a road between 0,0 and 1,0
      Then the action is refused because of SL-9.3.1
      And player 0 still faces the same choice

    @SL-9.3.7
    Example: Player 1 places a tile next to their own capital while player 0 is asked
      When player 1 answers in place of player 0
      And player 1 places the wheat-gold tile on hex 6,0
      Then the action is refused because of SL-9.3.7
      And player 0 still faces the same choice

  @SL-1.7.2
  Rule: A placement that is not "up to" cannot be stopped

    Example: Stopping the terrain tile of a build
      Given a 2-player game in round 2
      And it is player 0's turn
      And player 0 holds 2 cards
      And player 0 has 1 wheat
      And player 0 has 1 wood
      And player 0 has 1 iron
      And player 0's map board is:
        | hex  | terrain | placement icon |
        | 0,0  | capital |                |
        | 1,0  | wheat   |                |
      And the terrain tiles in the supply are:
        | tile        | terrain | flipped side    |
        | wheat-gold  | wheat   | 2 gold          |
      When player 0 builds a terrain tile paying 1 wheat, 1 wood and 1 iron
      And player 0 stops
      Then the action is refused because of SL-1.7.2
      And player 0 still faces the same choice

  @SL-9.2.1
  Rule: A road is placed on an edge of the player's own map

    Background:
      Given a 2-player game in round 2
      And it is player 0's turn
      And player 0 holds 3 cards
      And player 0's map board is:
        | hex  | terrain | placement icon |
        | 0,0  | capital |                |
        | 1,0  | wheat   |                |
        | 0,1  | wheat   |                |
      And player 1's map board is:
        | hex  | terrain | placement icon |
        | 5,0  | capital |                |
        | 6,0  | wheat   |                |
      And the terrain tiles in the supply are:
        | tile        | terrain | flipped side    |
        | wheat-gold  | wheat   | 2 gold          |
      And action area D has 3 action spaces
      And player 0 has 6 wood
      When player 0 uses action area D
      And player 0 pays the hand cost with 1 card

    Example: A terrain tile while a road is asked
      When player 0 places the wheat-gold tile on hex 1,0
      Then the action is refused because of SL-9.2.1
      And player 0 still faces the same choice

    Example: Player 1 places a road at their own capital while player 0 is asked
      When player 1 answers in place of player 0
      And player 1 places a road between 5,0 and 6,0
      Then the action is refused because of SL-9.2.1
      And player 0 still faces the same choice

  @SL-9.5.8
  Rule: A flip without a road turns one of the player's own face-up tiles

    Background:
      Given a 2-player game in round 2
      And it is player 0's turn
      And player 0 holds 3 cards
      And every player's map board is:
        | hex  | terrain | placement icon           |
        | 0,0  | capital |                          |
        | 1,0  | wheat   |                          |
        | 0,1  | wheat   |                          |
        | 2,0  | wheat   | a flip of 1 face-up tile |
      And the terrain tiles in the supply are:
        | tile        | terrain | flipped side    |
        | wheat-gold  | wheat   | 2 gold          |
        | wheat-wood  | wheat   | 1 wood          |
      And player 0 has a face-up wheat-gold tile on hex 1,0
      And player 1 has a face-up wheat-gold tile on hex 0,1
      And action area A has 3 action spaces
      And player 0 has 6 wheat
      When player 0 uses action area A
      And player 0 pays the hand cost with 1 card
      And player 0 places the wheat-wood tile on hex 2,0

    Example: Stopping while the tile to flip is asked
      When player 0 stops
      Then the action is refused because of SL-9.5.8
      And player 0 still faces the same choice

    @SL-9.5.5
    Example: A hex without a tile
      When player 0 flips the tile on hex 0,1
      Then the action is refused because of SL-9.5.5

    @SL-9.5.5
    Example: Player 1 flips a face-up tile of their own while player 0 is asked
      When player 1 answers in place of player 0
      And player 1 flips the tile on hex 0,1
      Then the action is refused because of SL-9.5.5
      And player 0 still faces the same choice

  @SL-9.5.6a
  Rule: What one placement set off resolves in the order the player chooses among what waits

    Background:
      Given a 2-player game in round 2
      And it is player 0's turn
      And player 0 holds 3 cards
      And player 0's map board is:
        | hex  | terrain | placement icon |
        | 0,0  | capital |                |
        | 1,0  | wheat   |                |
        | 0,1  | wheat   |                |
      And player 0's map board has the extra draw area north at 1,1
      And the terrain tiles in the supply are:
        | tile        | terrain | flipped side    |
        | wheat-gold  | wheat   | 2 gold          |
      And player 0 has a road between 0,1 and 1,1
      And the citizen deck holds 3 cards
      And action area A has 3 action spaces
      And player 0 has 6 wheat
      When player 0 uses action area A
      And player 0 pays the hand cost with 1 card
      And player 0 places the wheat-gold tile on hex 0,1

    Example: Stopping while the order is asked
      When player 0 stops
      Then the action is refused because of SL-9.5.6a
      And player 0 still faces the same choice

    Example: The flip of a hex that set nothing off
      When player 0 resolves the flip of hex 1,0 first
      Then the action is refused because of SL-9.5.6a

  @SL-8.7.1
  Rule: Area M places its tiles and roads one piece at a time, while pieces of that kind are left

    Background:
      Given a 2-player game in round 3
      And it is player 0's turn
      And player 0 holds 3 cards
      And player 0's map board is:
        | hex  | terrain | placement icon |
        | 0,0  | capital |                |
        | 1,0  | wheat   |                |
        | 1,-1 | wheat   |                |
        | 0,-1 | wheat   |                |
        | -1,0 | wheat   |                |
        | -1,1 | wheat   |                |
        | 0,1  | wheat   |                |
      And the terrain tiles in the supply are:
        | tile       | terrain | flipped side |
        | wheat-gold | wheat   | 2 gold       |
      And action area M has 3 action spaces
      And player 0 has 8 wheat
      And player 0 has 8 wood
      When player 0 uses action area M
      And player 0 pays the hand cost with 1 card

    Example: Ending the turn while a piece is asked
      When player 0 ends the turn
      Then the action is refused because of SL-8.7.1
      And player 0 still faces the same choice

    Example: A fourth terrain tile
      When player 0 places the wheat-gold tile on hex 1,0
      And player 0 places the wheat-gold tile on hex 0,1
      And player 0 places the wheat-gold tile on hex -1,0
      And player 0 places the wheat-gold tile on hex 1,-1
      Then the action is refused because of SL-8.7.1

  @SL-10.4.1
  Rule: A property is placed on a location of the player's own map

    Background:
      Given a 2-player game in round 3
      And it is player 0's turn
      And player 0 holds 3 cards
      And every player's map board is:
        | hex  | terrain | placement icon |
        | 0,0  | capital |                |
        | 1,0  | wheat   |                |
        | 0,1  | wheat   |                |
      And the terrain tiles in the supply are:
        | tile        | terrain | flipped side |
        | wheat-gold  | wheat   | 2 gold       |
      And the property tokens are:
        | token       | kind         | order | cost               | bonus        | end of game |
        | tent_1      | tent         | 1     | 1 wood             | 1 VP         |             |
        | house_1     | house        | 1     | 1 wood             | 2 gold       |             |
      And player 1 has a flipped wheat-gold tile on hex 1,0
      And player 0 has 2 wood
      And action area E has 3 action spaces
      When player 0 uses action area E
      And player 0 pays the hand cost with 1 card

    Example: A terrain tile while a property is asked
      When player 0 places the wheat-gold tile on hex 1,0
      Then the action is refused because of SL-10.4.1
      And player 0 still faces the same choice

    Example: Player 1 places a tent on a flipped tile of their own while player 0 is asked
      When player 1 answers in place of player 0
      And player 1 places tent_1 on hex 1,0
      Then the action is refused because of SL-10.4.1
      And player 0 still faces the same choice

  @SL-11.2.2
  Rule: An industry step moves one of the player's markers that may take it

    Example: A food step while an industry step is asked
      Given a 3-player game in round 3
      And it is player 0's turn
      And player 0 holds 3 cards
      And player 0 has 9 iron
      And action area F has 3 action spaces
      And player 0's carriage is on space 4
      And player 0's locomotive is on space 2
      When player 0 uses action area F
      And player 0 pays the hand cost with 1 card
      And player 0 takes a food step
      Then the action is refused because of SL-11.2.2
      And player 0 still faces the same choice

  @SL-12.2.1
  Rule: An "up to" food step is taken or stopped

    Example: An industry step while a food step is asked
      Given a 3-player game in round 3
      And it is player 0's turn
      And player 0 holds 3 cards
      And player 0 has 20 wheat
      And action area B has 3 action spaces
      When player 0 uses action area B
      And player 0 pays the hand cost with 1 card
      And player 0 moves the carriage
      Then the action is refused because of SL-12.2.1
      And player 0 still faces the same choice

  @SL-12.4.5
  Rule: A cookie rabbit goes on a property of the player's own

    Background:
      Given a 3-player game in round 3
      And it is player 0's turn
      And player 0 holds 3 cards
      And player 0 has 20 wheat
      And action area C has 3 action spaces
      And the food track is:
        | space | bonus |
        | 0     |       |
        | 1     |       |
        | 2     |       |
        | 3     |       |
        | 4     |       |
        | 5     |       |
        | 6     |       |
        | 7     |       |
        | 8     |       |
        | 9     |       |
        | 10    |       |
        | 11    |       |
        | 12    | 5 VP  |
      And the cookie rabbits above the food track are:
        | rabbit | column | bonus |
        | 1      | 4      |       |
        | 2      | 6      |       |
      And every player's map board is:
        | hex | terrain |
        | 0,0 | capital |
        | 1,0 | wheat   |
        | 2,0 | forest  |
      And player 0's food marker is on space 4
      And player 0 has placed tent_1 on hex 1,0
      And player 1 has placed tent_1 on hex 2,0
      When player 0 uses action area C
      And player 0 pays the hand cost with 1 card

    Example: A food step while a rabbit is asked
      When player 0 takes a food step
      Then the action is refused because of SL-12.4.5
      And player 0 still faces the same choice

    Example: Player 1 puts the rabbit on a property of their own while player 0 is asked
      When player 1 answers in place of player 0
      And player 1 places the cookie rabbit on hex 2,0
      Then the action is refused because of SL-12.4.5
      And player 0 still faces the same choice

  @SL-13.2.1
  Rule: A prosperity step moves a marker on a track of an allowed colour

    Example: An industry step while a prosperity step is asked
      Given a 3-player game in round 3
      And it is player 0's turn
      And player 0 holds 3 cards
      And player 0 has 5 diamonds
      And action area G has 1 action space
      When player 0 uses action area G
      And player 0 pays the hand cost with 1 card
      And player 0 moves the carriage
      Then the action is refused because of SL-13.2.1
      And player 0 still faces the same choice

  @SL-14.5.2
  Rule: The card just played is automated into a column, or the offer declined

    Example: Stopping while the automation is offered
      Given a 2-player game in round 2
      And it is player 0's turn
      And the citizen cards are:
        | card   | kind      | cost | tags      | industry tag | ability | automation |
        | Farmer | immediate | 0    | shortcake | agricultural | 2 wheat | 1 wheat    |
      And player 0 holds 1 card
      And player 0 holds the citizen card Farmer
      And player 0 has 1 diamond
      When player 0 plays the card Farmer
      And player 0 stops
      Then the action is refused because of SL-14.5.2
      And player 0 still faces the same choice

    Example: Accepting an optional part while the automation is offered
      Given a 2-player game in round 2
      And it is player 0's turn
      And the citizen cards are:
        | card   | kind      | cost | tags      | industry tag | ability | automation |
        | Farmer | immediate | 0    | shortcake | agricultural | 2 wheat | 1 wheat    |
      And player 0 holds 1 card
      And player 0 holds the citizen card Farmer
      And player 0 has 1 diamond
      When player 0 plays the card Farmer
      And player 0 accepts the optional part
      Then the action is refused because of SL-14.5.2
      And player 0 still faces the same choice

  @SL-14.5.8
  Rule: A card automated from the hand is an immediate card of the player's own hand

    Background:
      Given a 2-player game in round 2
      And it is player 0's turn
      And the citizen cards are:
        | card     | kind      | cost | tags      | industry tag | ability                                      | automation |
        | Mechanic | immediate | 0    | tiramisu  | mining       | up to automate 1 card from the hand for free | 1 iron     |
        | Farmer   | immediate | 0    | shortcake | agricultural | 2 wheat                                      | 1 wheat    |
        | Reaper   | immediate | 0    | shortcake | agricultural | 1 wheat                                      | 1 wheat    |
      And player 0 holds 1 card
      And player 0 holds the citizen cards Mechanic and Farmer
      And player 1 holds the citizen cards Reaper
      When player 0 plays the card Mechanic

    Example: Declining an automation of the card just played while a card of the hand is asked
      When player 0 declines to automate the card
      Then the action is refused because of SL-14.5.8
      And player 0 still faces the same choice

    Example: A column the card's industry tag does not name
      When player 0 automates the card Farmer from the hand into the mining column
      Then the action is refused because of SL-14.5.8

    Example: Player 1 automates a card of their own hand while player 0 is asked
      When player 1 answers in place of player 0
      And player 1 automates the card Reaper from the hand into the agricultural column
      Then the action is refused because of SL-14.5.8
      And player 0 still faces the same choice

  @SL-15.1.2
  Rule: An industry bonus of any column resolves the column the player chooses

    Example: Automating a card while the column is asked
      Given a 2-player game in round 2
      And it is player 0's turn
      And the citizen cards are:
        | card       | kind      | cost | tags | industry tag | ability                         |
        | Dispatcher | immediate | 0    | tart | none         | an industry bonus of any column |
      And player 0 holds 1 card
      And player 0 holds the citizen card Dispatcher
      When player 0 plays the card Dispatcher
      And player 0 automates the card into the mining column
      Then the action is refused because of SL-15.1.2
      And player 0 still faces the same choice

  @SL-16.1.1
  Rule: A skill tile bonus takes a tile of a kind the player does not hold

    Example: Stopping while the skill tile is asked
      Given a 2-player game in round 2
      And it is player 0's turn
      And the citizen cards are:
        | card  | kind      | cost | tags | industry tag | ability      |
        | Tutor | immediate | 0    | tart | none         | 1 skill tile |
      And the skill tiles are:
        | tile   | timing | ability | trigger | left |
        | gilded | flip   | 8 gold  |         | 3    |
        | proud  | pass   | 2 VP    |         | 3    |
      And player 0 holds 1 card
      And player 0 holds the citizen card Tutor
      When player 0 plays the card Tutor
      And player 0 stops
      Then the action is refused because of SL-16.1.1
      And player 0 still faces the same choice

  @SL-14.2.12
  Rule: A search of the deck takes a matching card of the deck, and the card granted is played from among those found

    Background:
      Given a 2-player game in round 2
      And it is player 0's turn
      And player 0 holds 2 cards
      And the citizen cards are:
        | card   | kind      | cost | tags    | industry tag | ability |
        | Tea    | immediate | 0    | wagashi | none         | 1 gold  |
        | Ode    | pass      | 0    | wagashi | none         | 1 VP    |
        | Hymn   | pass      | 0    | tart    | none         | 2 VP    |
        | Herald | immediate | 0    | macaron | none         | 1 gold  |
      And player 0 plays Sakura Mochi, with a clock tower that needs only 1 wonder icon
      And player 0 has unlocked 1 wonder icon
      And player 0 holds the citizen card Tea
      And player 0's map board is:
        | hex | terrain | placement icon |
        | 0,0 | capital |                |
      And the citizen deck holds the cards Herald, Ode, Hymn, Herald
      When player 0 places the clock tower on hex 0,0

    Example: Playing a card of the hand while the search is asked
      When player 0 plays the card Tea
      Then the action is refused because of SL-14.2.12
      And player 0 still faces the same choice

    @SL-14.2.10
    Example: Taking a card from the deck while the card to play is asked
      When player 0 takes the card Ode from the deck
      And player 0 takes the card Hymn from the deck
      And player 0 takes the card Herald from the deck
      Then the action is refused because of SL-14.2.10
      And player 0 still faces the same choice

    @SL-14.2.10
    Example: A card of the hand where the card to play is one of those just found
      When player 0 takes the card Ode from the deck
      And player 0 takes the card Hymn from the deck
      And player 0 plays the card Tea
      Then the action is refused because of SL-14.2.10
      And player 0 still faces the same choice
