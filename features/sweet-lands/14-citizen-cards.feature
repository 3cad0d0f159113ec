Feature: Citizen cards and automation
  Playing a citizen card is a main action: its play cost is paid in gold, the
  card goes in front of the player, then its ability resolves. An immediate card
  with an industry tag may then be automated for 1 diamond into an industry
  column that has room (chapter 14). Every card here is defined by the scenario.

  Background:
    Given a 2-player game in round 2
    And it is player 0's turn
    And player 0 holds 1 card
    And the citizen cards are:
      | card          | kind      | cost | tags             | industry tag | ability                                | second part             | automation | brownie reduction |
      | Farmer        | immediate | 3    | shortcake        | agricultural | 2 wheat                                |                         | 1 wheat    | no                |
      | Reaper        | immediate | 1    | shortcake        | agricultural | 1 wheat                                |                         | 1 wheat    | no                |
      | Tart Maker    | immediate | 4    | tart             | wildcard     | 1 VP per tart tag                      |                         | 1 gold     | no                |
      | Brownie Baker | immediate | 5    | brownie          | forestry     | 1 VP per brownie tag                   |                         | 1 wood     | yes               |
      | Herald        | immediate | 2    | macaron          | none         | 1 gold                                 | if 2 macaron tags: 3 VP |            | no                |
      | Poet          | pass      | 2    | wagashi          | none         | 2 VP                                   |                         |            | no                |
      | Mechanic      | immediate | 1    | tiramisu         | mining       | up to automate 1 card from the hand for free |                   | 1 iron     | no                |
      | Patron        | immediate | 1    | wagashi          | none         | play a pass card for free              |                         |            | no                |
      | Collector     | immediate | 0    | wagashi          | none         | 1 VP per tag of the kind held most     |                         |            | no                |
      | Chronicler    | immediate | 0    | wagashi          | none         | 1 VP per pass card played              |                         |            | no                |

  @SL-14.2.1 @SL-14.1.2 @SL-14.2.5
  Rule: Playing a citizen card from the hand is a main action

    Example: Playing a card pays its cost, keeps it in front of the player and resolves its ability
      Given player 0 holds the citizen card Farmer
      And player 0 has 5 gold
      When player 0 plays the card Farmer
      Then player 0 has 2 gold
      And player 0 has 2 wheat
      And player 0 has played the card Farmer
      And player 0 may end the turn

    Example: A second card cannot be played in the same turn
      Given player 0 holds the citizen cards Reaper and Herald
      And player 0 has 5 gold
      When player 0 plays the card Reaper
      And player 0 plays the card Herald
      Then the action is refused because of SL-7.2.1

  @SL-14.2.1a
  Rule: A player plays only a card of their own hand

    Example: Only a card in the player's hand can be played
      Given player 0 has 5 gold
      When player 0 plays a card it does not hold
      Then the action is refused because of SL-14.2.1a

  @SL-14.2.2
  Rule: The play cost is paid in gold before the card is played

    Example: A card whose cost the player cannot pay is not offered
      Given player 0 holds the citizen cards Farmer and Reaper
      And player 0 has 2 gold
      Then player 0 may play exactly the cards Reaper and plain

    Example: Playing a card the player cannot pay for is refused
      Given player 0 holds the citizen card Farmer
      And player 0 has 2 gold
      When player 0 plays the card Farmer
      Then the action is refused because of SL-14.2.2

  @SL-14.2.3
  Rule: A reduction by the player's sweets tags never counts the card being played

    Example: Two brownie tags in front of the player lower the cost by 2, not 3
      Given player 0 has played the cards Brownie Baker and Brownie Baker
      And player 0 holds the citizen card Brownie Baker
      And player 0 has 3 gold
      When player 0 plays the card Brownie Baker
      Then player 0 has 0 gold

    Example: With one gold too few the card stays unplayable
      Given player 0 has played the cards Brownie Baker and Brownie Baker
      And player 0 holds the citizen card Brownie Baker
      And player 0 has 2 gold
      Then player 0 may play exactly the cards plain

  @SL-14.2.4
  Rule: A play cost never drops below 0 gold

    Example: Six brownie tags on a card costing 5 make it free, no more
      Given player 0 has played the cards Brownie Baker, Brownie Baker, Brownie Baker, Brownie Baker, Brownie Baker and Brownie Baker
      And player 0 holds the citizen card Brownie Baker
      And player 0 has 1 gold
      When player 0 plays the card Brownie Baker
      Then player 0 has 1 gold

  @SL-14.2.6
  Rule: Once in front of the player, the card's own tags count for its ability

    Example: The played brownie card counts its own tag
      Given player 0 has played the cards Brownie Baker and Brownie Baker
      And player 0 holds the citizen card Brownie Baker
      And player 0 has 3 gold
      When player 0 plays the card Brownie Baker
      Then player 0 has 3 victory points

  @SL-14.2.7
  Rule: The player resolves the two parts of an immediate ability in the order of their choice

    Example: The player is asked which part comes first
      Given player 0 has played the card Herald
      And player 0 holds the citizen card Herald
      And player 0 has 2 gold
      When player 0 plays the card Herald
      And player 0 resolves the second part first
      Then player 0 has 3 victory points
      And player 0 has 1 gold
      And player 0 may end the turn

  @SL-14.2.8
  Rule: A part with a sweets tag condition resolves only if the condition is met

    Example: Without a second macaron tag the conditional part gives nothing
      Given player 0 holds the citizen card Herald
      And player 0 has 2 gold
      When player 0 plays the card Herald
      And player 0 resolves the first part first
      Then player 0 has 0 victory points
      And player 0 has 1 gold

  @SL-14.2.9 @SL-14.5.7
  Rule: A played card stays in front of the player for the rest of the game

    Example: A played card that is not automated is not discarded
      Given player 0 holds the citizen card Farmer
      And player 0 has 3 gold
      And player 0 has 1 diamond
      When player 0 plays the card Farmer
      And player 0 declines to automate the card
      And player 0 ends the turn
      Then player 0 has played the card Farmer
      And the discard pile holds 0 cards

  @SL-14.2.10
  Rule: A card played for free skips only its play cost

    Example: A pass card played for free costs nothing and is played
      Given player 0 holds the citizen cards Patron and Poet
      And player 0 has 1 gold
      When player 0 plays the card Patron
      And player 0 plays the card Poet
      Then player 0 has 0 gold
      And player 0 has played the cards Patron and Poet

  @SL-14.3.1 @SL-14.1.4
  Rule: A player's sweets tags come from played cards, automated cards and special traits

    Example: Played, automated and trait tags all count
      Given player 0 has played the card Tart Maker
      And player 0's forestry column holds Tart Maker
      And player 0's character gives the sweets tags tart
      And player 0 holds the citizen card Tart Maker
      And player 0 has 4 gold
      When player 0 plays the card Tart Maker
      Then player 0 has 4 victory points

    Example: The tag the player holds most of is counted
      Given player 0 has played the cards Poet, Herald, Herald and Herald
      And player 0 holds the citizen card Collector
      When player 0 plays the card Collector
      Then player 0 has 3 victory points

  @SL-14.3.2
  Rule: Tags in the hand never count

    Example: A tart card in the hand adds nothing
      Given player 0 holds the citizen cards Tart Maker and Tart Maker
      And player 0 has 4 gold
      When player 0 plays the card Tart Maker
      Then player 0 has 1 victory point

  @SL-14.4.1 @SL-14.1.3
  Rule: A pass card's ability does nothing when the card is played

    Example: Playing a pass card scores nothing
      Given player 0 holds the citizen card Poet
      And player 0 has 2 gold
      When player 0 plays the card Poet
      Then player 0 has 0 victory points
      And player 0 has played the card Poet

  @SL-14.4.2 @SL-14.1.1
  Rule: A played pass card scores at every later pass

    Example: The pass card scores when the player passes
      Given player 0 has played the card Poet
      And player 0's round aid token is on space 0
      When player 0 passes
      Then player 0 has 2 victory points

    Example: A pass card in the hand scores nothing
      Given player 0 holds the citizen card Poet
      And player 0's round aid token is on space 0
      When player 0 passes
      Then player 0 has 0 victory points

  @SL-14.4.3
  Rule: A pass card cannot be automated

    Example: No automation follows a pass card
      Given player 0 holds the citizen card Poet
      And player 0 has 2 gold
      And player 0 has 1 diamond
      When player 0 plays the card Poet
      Then player 0 may end the turn
      And player 0 has 1 diamond

  @SL-14.5.1
  Rule: Only an immediate card with an industry tag can be automated

    Example: A card without an industry tag is not offered automation
      Given player 0 holds the citizen card Herald
      And player 0 has 2 gold
      And player 0 has 1 diamond
      When player 0 plays the card Herald
      And player 0 resolves the first part first
      Then player 0 may end the turn
      And player 0 has 1 diamond

  @SL-14.5.2
  Rule: A card is automated just after its ability, for 1 diamond

    Example: Automating the card just played
      Given player 0 holds the citizen card Farmer
      And player 0 has 3 gold
      And player 0 has 1 diamond
      When player 0 plays the card Farmer
      And player 0 automates the card into the agricultural column
      Then player 0 has 0 diamonds
      And player 0 has 2 wheat
      And player 0's agricultural column holds Farmer
      And player 0 has played the cards none

    Example: Without a diamond no automation is offered
      Given player 0 holds the citizen card Farmer
      And player 0 has 3 gold
      When player 0 plays the card Farmer
      Then player 0 may end the turn

  @SL-14.5.3
  Rule: An automated card goes into the column of its industry tag

    Example: An agricultural card goes only into the agricultural column
      Given player 0 holds the citizen card Farmer
      And player 0 has 3 gold
      And player 0 has 1 diamond
      When player 0 plays the card Farmer
      Then player 0 may automate the card into exactly the agricultural columns

    Example: Another column is refused
      Given player 0 holds the citizen card Farmer
      And player 0 has 3 gold
      And player 0 has 1 diamond
      When player 0 plays the card Farmer
      And player 0 automates the card into the mining column
      Then the action is refused because of SL-14.5.3

  @SL-14.5.4 @SL-14.1.5
  Rule: A wildcard card goes into any column the player chooses

    Example: Every column is offered for a wildcard card
      Given player 0 holds the citizen card Tart Maker
      And player 0 has 4 gold
      And player 0 has 1 diamond
      When player 0 plays the card Tart Maker
      Then player 0 may automate the card into exactly the agricultural, forestry and mining columns

  @SL-14.5.5
  Rule: An automated card goes below the cards already in its column

    Example: The new card is added under the earlier one
      Given the skill tiles are:
        | tile    | timing | ability | trigger |
        | roomy   | flip   | 1 gold  |         |
      And skill tile roomy raises every column limit by 1
      And player 0 holds the face-up skill tile roomy
      And player 0's agricultural column holds Farmer
      And player 0 holds the citizen card Tart Maker
      And player 0 has 4 gold
      And player 0 has 1 diamond
      When player 0 plays the card Tart Maker
      And player 0 automates the card into the agricultural column
      Then player 0's agricultural column holds Farmer and Tart Maker

  @SL-14.5.6
  Rule: An automated card stays in its column for the rest of the game

    @SL-14.2.1a
    Example: An automated card cannot be played again
      Given player 0's agricultural column holds Farmer
      And player 0 holds the citizen card Reaper
      And player 0 has 5 gold
      When player 0 tries to play the automated card Farmer
      Then the action is refused because of SL-14.2.1a

    Example: Cleanup leaves the automated cards where they are
      Given player 0's agricultural column holds Farmer
      And player 0's forestry column holds Brownie Baker
      And every player holds 3 cards
      And the citizen deck holds 20 cards
      And the action phase of round 2 has just ended
      When every player keeps their lowest card
      Then round 3 is being played
      And player 0's agricultural column holds Farmer
      And player 0's forestry column holds Brownie Baker

  @SL-14.5.8
  Rule: A card automated from the hand costs no diamond and its ability does not resolve

    Example: The mechanic automates a card from the hand
      Given player 0 holds the citizen cards Mechanic and Farmer
      And player 0 has 1 gold
      When player 0 plays the card Mechanic
      And player 0 automates the card Farmer from the hand into the agricultural column
      Then player 0's agricultural column holds Farmer
      And player 0 has 0 wheat
      And player 0 has 0 diamonds
      And player 0 holds 1 card

  @SL-14.5.9
  Rule: A card automated from the hand counts as played but was not a card play

    Example: Only the mechanic fires the card play ability
      Given player 0's character gives 1 VP each time a card is played
      And player 0 holds the citizen cards Mechanic and Farmer
      And player 0 has 1 gold
      When player 0 plays the card Mechanic
      And player 0 automates the card Farmer from the hand into the agricultural column
      Then player 0 has 1 victory point

    Example: A count of the pass cards played counts each pass card once, and no other card
      Given player 0 has played the cards Poet and Farmer
      And player 0's agricultural column holds Reaper
      And player 0 holds the citizen card Chronicler
      When player 0 plays the card Chronicler
      Then player 0 has 1 victory point

  @SL-14.6.1
  Rule: Each column holds 1 automated card at the start

    Example: A full column is not offered
      Given player 0's agricultural column holds Reaper
      And player 0 holds the citizen card Farmer
      And player 0 has 3 gold
      And player 0 has 1 diamond
      When player 0 plays the card Farmer
      Then player 0 may end the turn
      And player 0 has 1 diamond

  @SL-14.6.2 @SL-14.6.5
  Rule: Two and four properties of the column's kind raise its limit to 2 and 3

    Example: Two tents let the agricultural column take a second card
      Given player 0's map board is:
        | hex  | terrain |
        | 0,0  | capital |
        | 1,0  | wheat   |
        | 0,1  | wheat   |
      And the property tokens are:
        | token   | kind  | order | cost   | bonus |
        | tent_1  | tent  | 1     | 1 wood |       |
        | tent_2  | tent  | 2     | 1 wood |       |
      And player 0 has placed tent_1 on hex 1,0
      And player 0 has placed tent_2 on hex 0,1
      And player 0's agricultural column holds Reaper
      And player 0 holds the citizen card Farmer
      And player 0 has 3 gold
      And player 0 has 1 diamond
      When player 0 plays the card Farmer
      Then player 0 may automate the card into exactly the agricultural columns

    Example: Four tents stop the agricultural column at 3 cards
      Given player 0's map board is:
        | hex  | terrain |
        | 0,0  | capital |
        | 1,0  | wheat   |
        | 0,1  | wheat   |
        | -1,1 | wheat   |
        | -1,0 | wheat   |
      And the property tokens are:
        | token   | kind  | order | cost   | bonus |
        | tent_1  | tent  | 1     | 1 wood |       |
        | tent_2  | tent  | 2     | 1 wood |       |
        | tent_3  | tent  | 3     | 1 wood |       |
        | tent_4  | tent  | 4     | 1 wood |       |
      And player 0 has placed tent_1 on hex 1,0
      And player 0 has placed tent_2 on hex 0,1
      And player 0 has placed tent_3 on hex -1,1
      And player 0 has placed tent_4 on hex -1,0
      And player 0's agricultural column holds Reaper, Reaper and Reaper
      And player 0 holds the citizen card Farmer
      And player 0 has 3 gold
      And player 0 has 1 diamond
      When player 0 plays the card Farmer
      Then player 0 may end the turn

  @SL-14.6.3
  Rule: Advanced skill tile A11 raises every column limit by 1

    Example: With the tile, a second card fits a column of limit 1
      Given the skill tiles are:
        | tile | set      | timing | ability | trigger |
        | A11  | advanced | flip   | 1 gold  |         |
      And skill tile A11 raises every column limit by 1
      And player 0 holds the face-up skill tile A11
      And player 0's agricultural column holds Reaper
      And player 0 holds the citizen card Farmer
      And player 0 has 3 gold
      And player 0 has 1 diamond
      When player 0 plays the card Farmer
      Then player 0 may automate the card into exactly the agricultural columns

  @SL-14.6.4
  Rule: No card goes into a column at its limit, not even a free automation

    Example: The mechanic finds no room and automates nothing
      Given player 0's agricultural column holds Reaper
      And player 0 holds the citizen cards Mechanic and Farmer
      And player 0 has 1 gold
      When player 0 plays the card Mechanic
      Then player 0 may end the turn
      And player 0 holds 2 cards

    Example: A wildcard card is refused a full column though its tag allows every column
      Given player 0's agricultural column holds Reaper
      And player 0 holds the citizen card Tart Maker
      And player 0 has 4 gold
      And player 0 has 1 diamond
      When player 0 plays the card Tart Maker
      And player 0 automates the card into the agricultural column
      Then the action is refused because of SL-14.6.4
