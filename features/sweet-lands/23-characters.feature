Feature: Characters
  Each character has basic abilities, in force from the start, and clock tower
  abilities, in force once the clock tower is on the map (chapter 23). The
  scenarios use the printed abilities; clock tower conditions and starting
  figures, which are provisional, are never relied on: a clock tower needed is
  either already on a hex of its own or given a condition by the scenario, and
  Eline Macaron's income is only compared with the other characters' (the
  comparison is sourced, the figures are not).

  Background:
    Given a 2-player game in round 2
    And it is player 0's turn
    And player 0 holds 2 cards
    And player 0's round aid token is on space 0
    And the citizen cards are:
      | card    | kind      | cost | tags      | industry tag | ability                      | automation |
      | Cake    | immediate | 0    | shortcake | agricultural | 1 VP per wagashi tag         | 1 wheat    |
      | Tea     | immediate | 0    | wagashi   | mining       | 1 gold                       | 1 iron     |
      | Ode     | pass      | 0    | wagashi   | none         | 1 VP                         |            |
      | Patron  | immediate | 0    | tart      | none         | play a pass card for free    |            |
      | Mechanic | immediate | 0   | tiramisu  | none         | up to automate 1 card from the hand for free |  |
      | Foreman | immediate | 0    | tart      | none         | an industry bonus of the mining column |   |
      | Tutor   | immediate | 0    | tart      | none         | 1 skill tile                 |            |
      | Herald  | immediate | 0    | macaron   | none         | 1 gold                       |            |
      | Hymn    | pass      | 0    | tart      | none         | 2 VP                         |            |
      | Toll    | immediate | 0    | tart      | none         | may pay 2 gold for 3 VP      |            |
      | Miner   | immediate | 0    | brownie   | mining       | 1 gold                       | 1 VP per cube on the character |
      | Machinist | immediate | 0  | tart      | none         | automate 2 cards from the hand for free |  |

  @SL-23.1.4 @SL-23.10.1 @SL-23.1.2
  Rule: Sena Delight holds one sweets tag of each kind from the start

    Example: Sena Delight's wagashi tag counts for a card's ability
      Given player 0's character is Sena Delight
      And player 0 holds the citizen card Cake
      When player 0 plays the card Cake
      Then player 0 has 1 victory point

  @SL-23.10.2
  Rule: Sena Delight's gold income rises by 1 with every card played

    Example: Playing a card raises the gold income
      Given player 0's character is Sena Delight
      And player 0 has an income of 5 gold
      And player 0 holds the citizen card Tea
      When player 0 plays the card Tea
      Then player 0's income of gold is 6

  @SL-23.10.3 @SL-23.1.5
  Rule: With the clock tower, Sena Delight also scores 2 VP for every card played

    Example: A card played with the clock tower on the map
      Given player 0's character is Sena Delight
      And player 0 has placed the clock tower on a hex of its own
      And player 0 holds the citizen card Tea
      When player 0 plays the card Tea
      Then player 0 has 2 victory points

    Example: Without the clock tower nothing is scored
      Given player 0's character is Sena Delight
      And player 0 holds the citizen card Tea
      When player 0 plays the card Tea
      Then player 0 has 0 victory points

  @SL-23.10.4
  Rule: For Sena Delight a free play is a play, an automation from the hand is not

    Example: The pass card played for free raises the income too
      Given player 0's character is Sena Delight
      And player 0 holds the citizen cards Patron and Ode
      When player 0 plays the card Patron
      And player 0 plays the card Ode
      Then player 0's income of gold is 2

    Example: The card automated from the hand does not
      Given player 0's character is Sena Delight
      And player 0 holds the citizen cards Mechanic and Tea
      When player 0 plays the card Mechanic
      And player 0 automates the card Tea from the hand into the mining column
      Then player 0's income of gold is 1

  @SL-23.11.5 @SL-23.11.6
  Rule: Carmen Mel puts a cube on her character for every industry bonus

    Example: An industry bonus adds a cube and no resource
      Given player 0's character is Carmen Mel
      And the player boards print at the top of the columns:
        | column       | ability |
        | agricultural | nothing |
        | forestry     | nothing |
        | mining       | nothing |
      And player 0 holds the citizen card Foreman
      When player 0 plays the card Foreman
      Then player 0 has 1 cubes on the character
      And player 0 holds nothing as resources

  @SL-23.11.7
  Rule: With the clock tower, Carmen Mel scores 1 VP per cube on her character at each pass

    Example: Three cubes score 3
      Given player 0's character is Carmen Mel
      And player 0 has placed the clock tower on a hex of its own
      And player 0 holds 3 scoring cubes on their character
      When player 0 passes
      Then player 0 has 3 victory points

  @SL-23.11.1 @SL-23.11.2 @SL-23.11.3
  Rule: In round 1 Carmen Mel draws 2 more cards and automates 2 of them for free

    Example: Carmen Mel chooses among 8 cards and automates 2
      Given player 0's character is Carmen Mel
      And player 0 holds 0 cards
      And player 1 holds 0 cards
      And the citizen deck holds the cards Cake, Tea, Herald, Herald, Herald, Herald, Herald, Herald, Herald, Herald, Herald, Herald, Herald, Herald, Herald, Herald
      And the game starts with the income phase of round 1
      When player 0 automates the card Cake from the hand into the agricultural column
      And player 0 automates the card Tea from the hand into the mining column
      Then player 0's agricultural column holds Cake
      And player 0's mining column holds Tea
      And player 0 holds 6 cards
      And player 0 has 0 victory points

  @SL-23.11.4
  Rule: With fewer than 2 cards to automate, Carmen Mel puts her 8 cards under the deck and draws 8 new ones

    Example: A hand without 2 automatable cards is drawn again
      Given player 0's character is Carmen Mel
      And player 0 holds 0 cards
      And player 1 holds 0 cards
      And the citizen deck holds the cards Herald, Herald, Herald, Herald, Herald, Herald, Herald, Cake, Herald, Herald, Herald, Herald, Herald, Herald, Cake, Tea, Tea, Tea, Tea, Tea, Tea, Tea, Tea, Tea
      And the game starts with the income phase of round 1
      When player 0 automates the card Cake from the hand into the agricultural column
      And player 0 automates the card Tea from the hand into the mining column
      Then player 0's agricultural column holds Cake
      And player 0's mining column holds Tea

    Example: A deck holding exactly as many cards as the hand still gives a new hand
      Given player 0's character is Carmen Mel
      And player 0 holds 0 cards
      And player 1 holds 0 cards
      And the citizen deck holds the cards Herald, Herald, Herald, Herald, Herald, Herald, Herald, Cake, Herald, Herald, Herald, Herald, Herald, Herald, Cake, Tea
      And the game starts with the income phase of round 1
      When player 0 automates the card Cake from the hand into the agricultural column
      And player 0 automates the card Tea from the hand into the mining column
      Then player 0's agricultural column holds Cake
      And player 0's mining column holds Tea

  @SL-23.11.4b
  Rule: Carmen Mel's cards count as automatable only together, within the column limits

    Example: Two cards for the same column with room for one are drawn again
      Given player 0's character is Carmen Mel
      And player 0 holds 0 cards
      And player 1 holds 0 cards
      And the citizen deck holds the cards Cake, Herald, Herald, Herald, Herald, Herald, Herald, Cake, Herald, Herald, Herald, Herald, Herald, Herald, Cake, Tea, Tea, Tea, Tea, Tea, Tea, Tea, Tea, Tea
      And the game starts with the income phase of round 1
      When player 0 automates the card Cake from the hand into the agricultural column
      And player 0 automates the card Tea from the hand into the mining column
      Then player 0's agricultural column holds Cake
      And player 0's mining column holds Tea
      And player 0's hand holds exactly the citizen cards Herald, Herald, Herald, Herald, Herald, Herald

  @SL-23.12.1
  Rule: Sakura Mochi holds one wagashi tag

    Example: Her wagashi tag counts for a card's ability
      Given player 0's character is Sakura Mochi
      And player 0 holds the citizen card Cake
      When player 0 plays the card Cake
      Then player 0 has 1 victory point

  @SL-23.12.2
  Rule: Sakura Mochi's free action trades 1 card for 1 action disc

    Example: A card is discarded and a disc taken
      Given player 0's character is Sakura Mochi
      When player 0 uses the character's free action number 2
      And player 0 discards the cards c001
      Then player 0 holds 1 action disc
      And player 0 holds 1 card

  @SL-23.13.1
  Rule: Gretel Stollen gains 1 diamond at each income phase

    Example: The diamond comes with the income
      Given player 0's character is Gretel Stollen
      And the citizen deck holds 20 cards
      And the income phase of round 3 is next
      When the round begins
      Then player 0 has 1 diamond

  @SL-23.13.2
  Rule: Gretel Stollen may pay hand cost cards with diamonds

    Example: Two diamonds and one card pay a hand cost of 3
      Given player 0's character is Gretel Stollen
      And player 0 has 2 diamonds
      And action area K has 3 action spaces, the first 2 occupied
      When player 0 uses action area K
      And player 0 pays the hand cost with 2 diamonds and 1 cards
      Then player 0 has 0 diamonds
      And player 0 holds 1 card

    Example: Another character may not
      Given player 0 holds 4 cards
      And player 0 has 2 diamonds
      And action area K has 3 action spaces, the first 2 occupied
      When player 0 uses action area K
      And player 0 pays the hand cost with 2 diamonds and 1 cards
      Then the action is refused because of SL-8.3.1

  @SL-23.13.3
  Rule: With the clock tower, Gretel Stollen scores 3 VP per diamond paid for cards

    Example: Two diamonds paid score 6
      Given player 0's character is Gretel Stollen
      And player 0 has placed the clock tower on a hex of its own
      And player 0 has 2 diamonds
      And action area K has 3 action spaces, the first 2 occupied
      When player 0 uses action area K
      And player 0 pays the hand cost with 2 diamonds and 1 cards
      Then player 0 has 6 victory points

  @SL-23.14.2 @requires:advanced_skill_tiles
  Rule: With Jasmine Mei each of the two tiles may be an advanced tile

    Example: One regular and one advanced tile
      Given player 0's character is Jasmine Mei
      And the skill tiles are:
        | tile   | set      | timing | ability | trigger | left |
        | gilded | regular  | flip   | 8 gold  |         | 3    |
        | A6     | advanced | flip   | 1 VP    |         |      |
      And the advanced skill tiles beside the board are A6
      And player 0 has 1 diamond
      And player 0 holds the citizen card Tutor
      When player 0 plays the card Tutor
      And player 0 takes the advanced skill tile A6
      And player 0 takes skill tile gilded
      Then player 0 holds the face-up skill tiles A6 and gilded
      And player 0 has 0 diamonds

  @SL-23.14.3
  Rule: With the clock tower, Jasmine Mei scores 1 VP per skill tile held at each pass

    Example: Two tiles, one face down, score 2
      Given player 0's character is Jasmine Mei
      And player 0 has placed the clock tower on a hex of its own
      And the skill tiles are:
        | tile   | timing | ability | trigger | left |
        | gilded | flip   | 8 gold  |         | 3    |
        | woody  | flip   | 2 wood  |         | 3    |
      And player 0 holds the face-up skill tile gilded
      And player 0 holds the face-down skill tile woody
      When player 0 passes
      Then player 0 has 2 victory points

  @SL-23.9.2
  Rule: With the clock tower, Eline Macaron scores her lowest basic income at each pass

    Example: The lowest of wheat, wood and iron income is scored
      Given player 0's character is Eline Macaron
      And player 0 has placed the clock tower on a hex of its own
      And player 0's income is 9 gold, 4 wheat, 3 wood and 5 iron
      When player 0 passes
      Then player 0 has 3 victory points

  @SL-23.4.1 @SL-23.4.2 @SL-23.1.10 @SL-23.1.11
  Rule: Solbee Chocolat's three free actions open with the food track, each once per round

    Example: With 3 food spaces only the wheat is offered
      Given player 0's character is Solbee Chocolat
      And player 0's food marker is on space 3
      When player 0 uses the character's free action number 2
      Then the action is refused because of SL-18.3.1

    Example: The wheat free action, then it is marked for the round
      Given player 0's character is Solbee Chocolat
      And player 0's food marker is on space 3
      When player 0 uses the character's free action number 1
      And player 0 uses the character's free action number 1
      Then the action is refused because of SL-18.3.2

    Example: Using one leaves the others open
      Given player 0's character is Solbee Chocolat
      And player 0's food marker is on space 9
      And the prosperity tracks are six plain tracks of 6 spaces
      When player 0 uses the character's free action number 1
      And player 0 uses the character's free action number 3
      And player 0 moves a prosperity marker on track 1
      Then player 0 has 1 wheat
      And player 0 has used their character's free action this round

  @SL-23.4.3
  Rule: With the clock tower, Solbee Chocolat scores 1 VP per cookie rabbit at each pass

    Example: Two rabbits score 2
      Given player 0's character is Solbee Chocolat
      And player 0 has placed the clock tower on a hex of its own
      And player 0 has 2 cookie rabbits on the map board
      When player 0 passes
      Then player 0 has 2 victory points

  @SL-23.1.1
  Rule: Fourteen characters are on offer and each player plays one

    Example: The first player to choose may take any of the 14 characters
      Given a 2-player game being set up, where player 0 holds the start player marker
      Then player 1 may choose exactly the characters biscuit_bastet, nata_pastel, solbee_chocolat, rikka_berry, lotus_che, alice_tearose, elsa_skyr, eline_macaron, sena_delight, carmen_mel, sakura_mochi, gretel_stollen, jasmine_mei and coral_lyla

  @SL-23.1.3
  Rule: A character's starting resources, diamonds and income come from its component data

    Example: The chosen character's figures are the player's
      Given a 2-player game being set up, where player 0 holds the start player marker
      And the characters on offer are:
        | character | board | income                          | resources                                  |
        | hazel     | 1     | 7 gold, 2 wheat, 1 wood, 1 iron | 12 gold, 1 wheat, 4 wood, 2 iron, 3 diamond |
        | plum      | 2     | 5 gold                          | 10 gold                                    |
      When player 1 chooses the character hazel
      Then player 1's income is 7 gold, 2 wheat, 1 wood and 1 iron
      And player 1 holds 12 gold, 1 wheat, 4 wood, 2 iron and 3 diamonds as resources

  @SL-23.9.1
  Rule: Eline Macaron starts with more income than the other characters

    Example: Her starting income is above every other character's
      Given a 2-player game being set up, where player 0 holds the start player marker
      When player 1 chooses the character eline_macaron
      Then player 1's starting income is higher in total than that of every other printed character

  @SL-23.1.12
  Rule: The cube marking a used character free action is no resource and comes off at cleanup

    Example: Using the wheat free action adds the wheat and nothing else
      Given player 0's character is Solbee Chocolat
      And player 0's food marker is on space 3
      When player 0 uses the character's free action number 1
      Then player 0 holds 1 wheat, 0 gold, 0 wood and 0 iron as resources

    Example: The free action is open again in the next round
      Given player 0's character is Solbee Chocolat
      And player 0's food marker is on space 3
      And player 0 holds 1 card
      And player 0 has used their character's free action this round
      And player 1 has already passed
      And the citizen deck holds 20 cards
      When player 0 passes
      And player 0 moves the round aid token to space 2
      Then round 3 is being played
      And player 0 may take their character's free action

  @SL-23.1.7
  Rule: An income ability resolves at every income phase

    Example: Gretel Stollen's diamond comes in every round
      Given player 0's character is Gretel Stollen
      And player 0 has 2 diamonds
      And the citizen deck holds 20 cards
      And the income phase of round 4 is next
      When the round begins
      Then player 0 has 3 diamonds

  @SL-23.15.1 @SL-23.1.7
  Rule: Coral Lyla advances 2 steps on the colour with the least progress at each income phase

    Example: Her steps go to the tracks of the colour that lags
      Given player 0's character is Coral Lyla
      And the prosperity tracks are six plain tracks of 6 spaces
      And player 0's marker on track_1 has advanced 1 space
      And player 0's marker on track_3 has advanced 2 spaces
      And player 0's marker on track_4 has advanced 1 space
      And the citizen deck holds 20 cards
      And the income phase of round 3 is next
      When the round begins
      Then player 0 may move the markers on exactly track_5 and track_6

  @SL-23.15.4 @SL-23.1.8
  Rule: With the clock tower, Coral Lyla scores 2 VP per space of her least advanced colour at each pass

    Example: The least advanced colour has 2 spaces
      Given player 0's character is Coral Lyla
      And player 0 has placed the clock tower on a hex of its own
      And the prosperity tracks are six plain tracks of 6 spaces
      And player 0's marker on track_1 has advanced 2 spaces
      And player 0's marker on track_2 has advanced 1 space
      And player 0's marker on track_3 has advanced 2 spaces
      And player 0's marker on track_5 has advanced 1 space
      And player 0's marker on track_6 has advanced 2 spaces
      When player 0 passes
      Then player 0 has 4 victory points

  @SL-23.3.1
  Rule: Nata Pastel pays 1 iron less for the industry track areas

    Example: Area F costs her 2 iron
      Given player 0's character is Nata Pastel
      And player 0 has 2 iron
      And action area F has 3 action spaces
      When player 0 uses action area F
      And player 0 pays the hand cost with 1 card
      Then player 0 has 0 iron

    Example: Of a cost in iron and gold only the iron is lowered
      Given player 0's character is Nata Pastel
      And action area F costs 3 iron and 2 gold and lets the player gain 1 wheat
      And action area F has 3 action spaces
      And player 0 has 2 iron
      And player 0 has 2 gold
      When player 0 uses action area F
      And player 0 pays the hand cost with 1 card
      Then player 0 has 0 iron
      And player 0 has 0 gold
      And player 0 has 1 wheat

    Example: Another character cannot use area F with 2 iron
      Given player 0 has 2 iron
      And action area F has 3 action spaces
      When player 0 uses action area F
      Then the action is refused because of SL-8.2.6

  @SL-23.5.1
  Rule: Rikka Berry may pay wood for the wheat of the rabbit areas

    Example: Area C paid with wood only
      Given player 0's character is Rikka Berry
      And player 0 has 4 wood
      And action area C has 3 action spaces
      When player 0 uses action area C
      And player 0 pays the hand cost with 1 card
      Then player 0 may pay exactly 4 wood

  @SL-23.14.1
  Rule: Jasmine Mei takes 2 skill tiles for every skill tile bonus

    Example: One bonus, two tiles
      Given player 0's character is Jasmine Mei
      And the skill tiles are:
        | tile   | timing | ability | trigger | left |
        | gilded | flip   | 8 gold  |         | 3    |
        | woody  | flip   | 2 wood  |         | 3    |
      And player 0 holds the citizen card Tutor
      When player 0 plays the card Tutor
      And player 0 takes skill tile gilded
      And player 0 takes skill tile woody
      Then player 0 holds the face-up skill tiles gilded and woody

  @SL-23.12.3 @SL-23.12.4 @SL-14.2.10a @SL-14.2.12 @SL-19.4.2
  Rule: Sakura Mochi's clock tower finds 2 pass cards in the deck, plays one for free and keeps the other

    Background:
      Given player 0 plays Sakura Mochi, with a clock tower that needs only 1 wonder icon
      And player 0 has unlocked 1 wonder icon
      And player 0's map board is:
        | hex | terrain | placement icon |
        | 0,0 | capital |                |

    Example: Only pass cards of the deck are offered
      Given the citizen deck holds the cards Herald, Ode, Tea, Hymn, Herald
      When player 0 places the clock tower on hex 0,0
      And player 0 takes the card Ode from the deck
      And player 0 takes the card Tea from the deck
      Then the action is refused because of SL-14.2.12

    Example: One of the two is played for free and there is no declining it
      Given the citizen deck holds the cards Herald, Ode, Tea, Hymn, Herald
      When player 0 places the clock tower on hex 0,0
      And player 0 takes the card Ode from the deck
      And player 0 takes the card Hymn from the deck
      Then player 0 may play exactly the cards Ode and Hymn
      And player 0 may not stop

    Example: The other goes to her hand and the deck keeps the rest
      Given the citizen deck holds the cards Herald, Ode, Tea, Hymn, Herald
      When player 0 places the clock tower on hex 0,0
      And player 0 takes the card Ode from the deck
      And player 0 takes the card Hymn from the deck
      And player 0 plays the card Hymn
      Then player 0 has played the cards Hymn
      And player 0's hand holds exactly the citizen cards plain, plain and Ode
      And the citizen deck holds 3 cards

  @SL-23.12.5
  Rule: With fewer than 2 pass cards in the deck Sakura Mochi takes those there are

    Background:
      Given player 0 plays Sakura Mochi, with a clock tower that needs only 1 wonder icon
      And player 0 has unlocked 1 wonder icon
      And player 0's map board is:
        | hex | terrain | placement icon |
        | 0,0 | capital |                |

    Example: The only pass card is played
      Given the citizen deck holds the cards Herald, Ode, Tea
      When player 0 places the clock tower on hex 0,0
      And player 0 takes the card Ode from the deck
      And player 0 plays the card Ode
      Then player 0 has played the cards Ode
      And the citizen deck holds 2 cards

    Example: With no pass card nothing is taken
      Given the citizen deck holds the cards Herald, Tea
      And the discard pile holds 3 cards
      When player 0 places the clock tower on hex 0,0
      Then player 0 holds 2 cards
      And the citizen deck holds 2 cards
      And the discard pile holds 3 cards

  @SL-14.2.10a
  Rule: A granted card play is carried out whenever a card allows it

    Example: The free play of a pass card has no stop
      Given player 0 holds the citizen cards Patron, Ode and Hymn
      When player 0 plays the card Patron
      Then player 0 may play exactly the cards Ode and Hymn
      And player 0 may not stop

    Example: Without a pass card in hand the free play is lost
      Given player 0 holds the citizen cards Patron and Herald
      When player 0 plays the card Patron
      Then player 0 may end the turn

  @SL-14.2.11
  Rule: What a card play sets off resolves before the card's immediate ability

    Example: Gold a card play gives can pay the card's own optional part
      Given the skill tiles are:
        | tile    | timing    | ability | trigger          | left |
        | sponsor | permanent | 2 gold  | a card is played | 3    |
      And player 0 holds the face-up skill tile sponsor
      And player 0 holds the citizen card Toll
      When player 0 plays the card Toll
      Then player 0 may accept the optional part

  @SL-15.1.5 @SL-23.11.5
  Rule: Carmen Mel's cube for an industry bonus comes when that bonus begins to resolve

    Example: A bonus that waits adds its cube only when its turn comes
      Given player 0's character is Carmen Mel
      And the player boards print at the top of the columns:
        | column       | ability                                  |
        | agricultural | nothing                                  |
        | forestry     | nothing                                  |
        | mining       | an industry bonus of the forestry column |
      And player 0's mining column holds Miner
      And player 0 holds the citizen card Foreman
      When player 0 plays the card Foreman
      Then player 0 has 1 victory point
      And player 0 has 2 cubes on the character

  @SL-23.11.4a
  Rule: Only Carmen Mel's automation redraws the hand

    Example: An automation of 2 cards with one card that fits automates that one and keeps the hand
      Given player 0 holds the citizen cards Machinist, Tea and Herald
      And the citizen deck holds the cards Cake, Cake, Cake, Cake, Cake, Cake
      When player 0 plays the card Machinist
      And player 0 automates the card Tea from the hand into the mining column
      Then player 0's mining column holds Tea
      And player 0's hand holds exactly the citizen cards plain, plain and Herald
      And the citizen deck holds 6 cards

  @SL-23.3.3 @SL-23.3.4
  Rule: With the clock tower, Nata Pastel scores 1 VP per industry point of the same pass

    Background:
      Given player 0's character is Nata Pastel
      And the industry track is:
        | space | carriage bonus | locomotive bonus | industry points | research lab after |
        | 1     |                |                  |                 |                    |
        | 2     |                |                  | 2               |                    |
        | 3     |                |                  |                 |                    |
      And player 0's carriage is on space 3

    Example: Two industry points at the pass score 2 VP
      Given player 0 has placed the clock tower on a hex of its own
      When player 0 passes
      Then player 0 has 2 industry points
      And player 0 has 2 victory points

    Example: Without the clock tower the industry points score no VP
      When player 0 passes
      Then player 0 has 2 industry points
      And player 0 has 0 victory points

  @SL-23.4.1
  Rule: Solbee Chocolat's road free action opens at 5 food spaces

    Example: The road is placed next to the capital
      Given player 0's character is Solbee Chocolat
      And player 0's food marker is on space 5
      And player 0's map board is:
        | hex | terrain | placement icon |
        | 0,0 | capital |                |
        | 1,0 | wheat   |                |
      When player 0 uses the character's free action number 2
      And player 0 places a road between 0,0 and 1,0
      Then player 0 has 1 road on the map
      And player 0's character free action number 2 is marked used this round
