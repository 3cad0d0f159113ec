Feature: Overview: players, rounds, points and resources
  A game seats 2 to 4 players and lasts five rounds; gold, wheat, wood and iron
  are the resources, wheat, wood and iron the basic ones, and diamonds neither;
  granted actions cost nothing of their area, "up to" may stop early, and parts
  of an effect come in printed order unless it says "in any order" (chapter 1).

  @SL-1.1.1
  Rule: A game is played by 2 to 4 players

    Scenario Outline: A game for <players> players
      Given a new <players>-player game with seed 7
      Then the game has <players> players

      Examples:
        | players |
        | 2       |
        | 3       |
        | 4       |

    Example: A game for five players is not offered
      Given a 2-player game in round 1
      When a new 5-player game is asked for
      Then the request is refused

  @SL-1.2.1 @SL-1.2.2
  Rule: A game has exactly five rounds

    Example: Nothing follows the action phase of round 5
      Given a 2-player game in round 5
      And the action phase of round 5 has just ended
      When play reaches the next decision
      Then the game ended after round 5
      And nobody is asked anything

  @SL-1.4.1 @SL-1.4.2
  Rule: Wheat, wood and iron are the basic resources; gold is not one

    Example: Gold buys wheat, wood or iron, never gold
      Given a 2-player game in round 2
      And it is player 0's turn
      And player 0 holds 1 card
      And player 0 has 20 gold
      Then player 0 may buy exactly wheat, wood and iron

    Example: An exchange takes and gives only basic resources
      Given a 2-player game in round 2
      And it is player 0's turn
      And player 0 holds 1 card
      And player 0 holds 3 gold and 3 wheat as resources
      Then player 0 may exchange only with wheat, wood and iron

  @SL-1.4.3
  Rule: Diamonds are neither gold nor a basic resource

    Example: Diamonds alone pay for no free action
      Given a 2-player game in round 2
      And it is player 0's turn
      And player 0 holds 1 card
      And player 0 has 12 diamonds
      Then player 0 is offered no free action

  @SL-1.5.1 @SL-1.5.2
  Rule: Terrain tiles and special terrain tiles come from the common supply, which every player shares

    Background:
      Given a 2-player game in round 2
      And it is player 0's turn
      And player 0 holds 2 cards
      And every player's map board is:
        | hex  | terrain | placement icon |
        | 0,0  | capital |                |
        | 1,0  | wheat   |                |
        | -1,1 | special |                |
      And the terrain tiles in the supply are:
        | tile       | terrain | flipped side |
        | wheat-gold | wheat   | 2 gold       |
      And the special terrain tiles in the supply are:
        | tile   | flipped side |
        | marvel | 3 gold       |

    Example: The one copy of a tile on another player's map is still in the supply
      Given player 1 has a face-up wheat-gold tile on hex 1,0
      And player 0's character has the free action to place 1 terrain tile
      When player 0 uses the character's free action
      Then player 0 may place on hex 1,0 exactly the tiles wheat-gold

    Example: A special terrain tile another player placed is still in the supply
      Given player 1 has a face-up marvel tile on hex -1,1
      And player 0's character has the free action to place 1 terrain tile
      When player 0 uses the character's free action
      Then player 0 may place on hex -1,1 exactly the tiles marvel

  @SL-1.6.3
  Rule: Raising an income gives no resources at that moment

    Example: A higher gold income, and no gold yet
      Given a 2-player game in round 2
      And it is player 0's turn
      And player 0 holds 2 cards
      And player 0 has an income of 4 gold
      And action area X has 1 action space
      And action area X costs nothing and lets the player raise the gold income by 3
      When player 0 uses action area X
      And player 0 pays the hand cost with 1 card
      Then player 0's income of gold is 7
      And player 0 has 0 gold

  @SL-1.7.1
  Rule: An action granted by a bonus does not cost what its action area costs

    Example: A standard aid tile places a terrain tile without area A's wheat
      Given a 2-player game in round 2
      And every player holds 1 card
      And the citizen deck holds 20 cards
      And player 0's map board is:
        | hex | terrain |
        | 0,0 | capital |
        | 1,0 | wheat   |
      And the terrain tiles in the supply are:
        | tile       | terrain | flipped side |
        | wheat-gold | wheat   | 2 gold       |
      And above round aid space 0 lies the standard aid tile to place 1 terrain tile
      And player 0's round aid token is on space 0
      And the income phase of round 2 is next
      When player 0 places the wheat-gold tile on hex 1,0
      Then hex 1,0 of player 0 holds a face-up wheat-gold tile
      And player 0 has 0 wheat

  @SL-1.7.2
  Rule: "Up to" lets the player stop at any number from 0 to N

    Background:
      Given a 2-player game in round 2
      And it is player 0's turn
      And player 0 holds 2 cards
      And player 0's map board is:
        | hex  | terrain |
        | 0,0  | capital |
        | 1,0  | wheat   |
        | 0,1  | wheat   |
        | -1,0 | wheat   |
      And the terrain tiles in the supply are:
        | tile       | terrain | flipped side |
        | wheat-gold | wheat   | 2 gold       |
      And action area X has 1 action space
      And action area X costs nothing and lets the player place up to 3 terrain tiles

    Example: Stopping after one of three
      When player 0 uses action area X
      And player 0 pays the hand cost with 1 card
      And player 0 places the wheat-gold tile on hex 1,0
      And player 0 stops
      Then player 0 has 1 terrain tile on the map
      And player 0 is asked to take a turn

    Example: Stopping before the first
      When player 0 uses action area X
      And player 0 pays the hand cost with 1 card
      And player 0 stops
      Then player 0 has 0 terrain tiles on the map
      And player 0 is asked to take a turn

  @SL-1.7.3
  Rule: Parts of an effect resolve in printed order unless it says "in any order"

    Background:
      Given a 2-player game in round 2
      And it is player 0's turn
      And player 0 holds 3 cards
      And the citizen deck holds 5 cards
      And action area X has 1 action space

    Example: The gold counts the card drawn just before
      Given action area X costs nothing and lets the player draw 1 card, then gain 1 gold for each card in hand
      When player 0 uses action area X
      And player 0 pays the hand cost with 1 card
      Then player 0 has 3 gold

    Example: In any order, the player may take the gold before drawing
      Given action area X costs nothing and lets the player in any order, draw 1 card and gain 1 gold for each card in hand
      When player 0 uses action area X
      And player 0 pays the hand cost with 1 card
      And player 0 resolves the second part first
      Then player 0 has 2 gold
      And player 0 holds 3 cards

    Example: "In any order" asks which part comes first
      Given action area X costs nothing and lets the player in any order, draw 1 card and gain 1 gold for each card in hand
      When player 0 uses action area X
      And player 0 pays the hand cost with 1 card
      Then player 0 is asked which part to resolve first

  @SL-1.8.1 @requires:view
  Rule: Hands are hidden from the other players and the deck's order from everyone; the rest is open

    Example: What player 0 may see of the table
      Given a 2-player game in round 2
      And it is player 0's turn
      And player 0 holds the cards c001 and c002
      And player 1 holds the cards c003, c004 and c005
      And the citizen deck holds 4 cards
      And the discard pile holds 2 cards
      And player 1 has 7 gold
      When player 0 looks at the table
      Then player 0 sees their own cards
      And player 0 sees how many cards player 1 holds, but not which
      And player 0 sees how many cards the citizen deck holds, but not which
      And player 0 sees the discard pile and every player's resources as they are

  @SL-1.8.2 @SL-3.1.2
  Rule: Every random event comes from the generator held in the game state

    Example: The same seed sets up the same game
      Given a new 3-player game with seed 11
      When the same game is set up again with seed 11
      Then both games are the same

    Example: Another seed sets up another game
      Given a new 3-player game with seed 11
      When the same game is set up again with seed 12
      Then the games differ
