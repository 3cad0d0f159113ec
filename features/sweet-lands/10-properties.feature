Feature: Placing properties
  A place-a-property action takes tokens in their printed order, pays each one's
  cost less wood discounts, puts it on a flipped tile or a capital hex for that
  location's bonus, and gives the kind bonuses once all its tokens are placed
  (chapter 10, sections 10.1 to 10.5). Token costs and bonuses are set here.

  Background:
    Given a 2-player game in round 3
    And it is player 0's turn
    And player 0 holds 3 cards
    And player 0's map board is:
      | hex  | terrain | placement icon    |
      | 0,0  | capital |                   |
      | 1,0  | wheat   |                   |
      | 1,-1 | forest  |                   |
      | 0,-1 | mine    |                   |
      | -1,0 | sea     |                   |
      | -1,1 | special |                   |
      | 0,1  | wheat   |                   |
      | 2,0  | wheat   | up to 1 property  |
    And player 0's capital hex bonus is 4 gold
    And the terrain tiles in the supply are:
      | tile        | terrain | flipped side |
      | wheat-gold  | wheat   | 2 gold       |
      | wheat-wood  | wheat   | 1 wood       |
      | forest-iron | forest  | 1 iron       |
      | mine-wheat  | mine    | 1 wheat      |
      | sea-gold    | sea     | 1 gold       |
    And the property tokens are:
      | token       | kind         | order | cost               | bonus        | end of game                         |
      | tent_1      | tent         | 1     | 1 wood             | 1 VP         |                                     |
      | tent_2      | tent         | 2     | 2 wood and 1 wheat | 2 VP         |                                     |
      | tent_3      | tent         | 3     | 3 wood             | 3 VP         | 2 VP per cookie rabbit on the map   |
      | house_1     | house        | 1     | 1 wood             | 2 gold       |                                     |
      | house_2     | house        | 2     | 2 wood             | 1 card       |                                     |
      | building_1  | building     | 1     | 1 iron             | up to 1 road |                                     |
      | lab_1       | research lab | 1     | 2 iron             |              |                                     |
      | lab_2       | research lab | 2     | 3 iron             |              |                                     |
      | shop_orange | coffee shop  | 1     | 4 gold             |              |                                     |
      | shop_green  | coffee shop  | 2     | 6 gold             |              |                                     |
      | clock_tower | clock tower  | 1     | nothing            |              |                                     |
    And action area E has 3 action spaces
    And action area P has 3 action spaces

  @SL-10.1.2 @SL-10.2.1 @SL-10.2.3 @SL-10.2.5 @SL-8.5.5
  Rule: The next token of each kind may be taken, every coffee shop, and never the clock tower

    Example: The tokens offered by area E
      Given player 0 has a flipped wheat-gold tile on hex 1,0
      And player 0 has 9 wood
      And player 0 has 9 iron
      And player 0 has 9 wheat
      And player 0 has 9 gold
      When player 0 uses action area E
      And player 0 pays the hand cost with 1 card
      Then player 0 may place exactly the tokens tent_1, house_1, building_1, lab_1, shop_orange and shop_green

  @SL-10.1.3
  Rule: The clock tower is not placed by a place-a-property action

    Example: Placing the clock tower through area E is refused
      Given player 0 has a flipped wheat-gold tile on hex 1,0
      And player 0 has 1 wood
      When player 0 uses action area E
      And player 0 pays the hand cost with 1 card
      And player 0 places clock_tower on hex 1,0
      Then the action is refused because of SL-10.1.3

  @SL-10.2.1 @SL-10.2.2 @SL-10.2.7
  Rule: Research labs are taken in track order at the cost above each

    Example: The second lab before the first is refused
      Given player 0 has a flipped wheat-gold tile on hex 1,0
      And player 0 has 9 iron
      When player 0 uses action area E
      And player 0 pays the hand cost with 1 card
      And player 0 places lab_2 on hex 1,0
      Then the action is refused because of SL-10.2.1

    Example: The first lab costs what is printed above it
      Given player 0 has a flipped wheat-gold tile on hex 1,0
      And player 0 has 5 iron
      When player 0 uses action area E
      And player 0 pays the hand cost with 1 card
      And player 0 places lab_1 on hex 1,0
      Then lab_1 stands on hex 1,0 of player 0
      And player 0 has 3 iron

  @SL-10.2.3 @SL-10.2.4 @SL-10.2.7
  Rule: Tents, houses and buildings come from the lowest row, at that row's cost

    Example: A tent from a higher row is refused while a lower one remains
      Given player 0 has a flipped wheat-gold tile on hex 1,0
      And player 0 has 9 wood
      And player 0 has 9 wheat
      When player 0 uses action area E
      And player 0 pays the hand cost with 1 card
      And player 0 places tent_2 on hex 1,0
      Then the action is refused because of SL-10.2.3

    Example: The second tent costs the second row's price
      Given player 0 has a flipped wheat-gold tile on hex 1,0
      And player 0 has placed tent_1 on hex 0,0
      And player 0 has 5 wood
      And player 0 has 1 wheat
      When player 0 uses action area E
      And player 0 pays the hand cost with 1 card
      And player 0 places tent_2 on hex 1,0
      Then player 0 has 3 wood
      And player 0 has 0 wheat

  @SL-10.2.5 @SL-10.2.6
  Rule: Coffee shops are taken in any order, each at the cost printed beside it

    Example: The second coffee shop first
      Given player 0 has a flipped wheat-wood tile on hex 1,0
      And player 0 has 8 gold
      When player 0 uses action area E
      And player 0 pays the hand cost with 1 card
      And player 0 places shop_green on hex 1,0
      Then shop_green stands on hex 1,0 of player 0
      And player 0 has 2 gold

  @SL-10.2.8
  Rule: A token whose cost the player cannot pay cannot be taken

    Example: A tent without wood is refused
      Given player 0 has a flipped wheat-gold tile on hex 1,0
      And player 0 has 2 iron
      When player 0 uses action area E
      And player 0 pays the hand cost with 1 card
      And player 0 places tent_1 on hex 1,0
      Then the action is refused because of SL-10.2.8

  @SL-10.2.9
  Rule: Each token is paid and placed before the next is chosen

    Example: The location bonus of the first token pays for the second
      Given player 0 has a flipped wheat-wood tile on hex 1,0
      And player 0 has 1 wood
      When player 0 uses action area E
      And player 0 pays the hand cost with 1 card
      And player 0 places tent_1 on hex 1,0
      And player 0 places house_1 on hex 0,0
      Then house_1 stands on hex 0,0 of player 0
      And player 0 has 0 wood

  @SL-10.2.10 @SL-8.7.4
  Rule: Area P costs 1 wood once, on top of the tokens' costs

    Example: Two tokens through area P
      Given player 0 has a flipped wheat-gold tile on hex 1,0
      And player 0 has 4 wood
      When player 0 uses action area P
      And player 0 pays the hand cost with 1 card
      And player 0 places tent_1 on hex 1,0
      And player 0 places house_1 on hex 0,0
      Then player 0 has 1 wood
      And player 0 has 2 properties on the map

  @SL-10.2.11
  Rule: A bonus that places a property still charges the token's cost

    Example: The placement icon's property costs its wood
      Given player 0 has a flipped wheat-gold tile on hex 1,0
      And action area A has 3 action spaces
      And player 0 has 6 wheat
      And player 0 has 3 wood
      When player 0 uses action area A
      And player 0 pays the hand cost with 1 card
      And player 0 places the wheat-wood tile on hex 2,0
      And player 0 places tent_1 on hex 1,0
      Then tent_1 stands on hex 1,0 of player 0
      And player 0 has 2 wood

  @SL-10.3.1 @SL-10.3.2
  Rule: Wood discount tiles lower only the wood of a token's cost, never below 0

    Example: Both tiles together take 3 wood off
      Given player 0 has a flipped wheat-gold tile on hex 1,0
      And player 0 has placed tent_1 on hex 0,0
      And player 0 has placed tent_2 on hex 0,1
      And player 0 holds wood discount tiles of 1 and 2
      And player 0 has 0 wood
      When player 0 uses action area E
      And player 0 pays the hand cost with 1 card
      And player 0 places tent_3 on hex 1,0
      Then tent_3 stands on hex 1,0 of player 0
      And player 0 has 0 wood

    Example: The wheat of a cost is still paid, and unused discount is lost
      Given player 0 has a flipped wheat-gold tile on hex 1,0
      And player 0 has placed tent_1 on hex 0,0
      And player 0 holds wood discount tiles of 1 and 2
      And player 0 has 1 wood
      And player 0 has 1 wheat
      When player 0 uses action area E
      And player 0 pays the hand cost with 1 card
      And player 0 places tent_2 on hex 1,0
      Then player 0 has 1 wood
      And player 0 has 0 wheat

  @SL-10.3.3
  Rule: A wood discount does not lower area P's extra wood

    Example: Area P still takes its 1 wood
      Given player 0 has a flipped wheat-gold tile on hex 1,0
      And player 0 holds wood discount tiles of 2
      And player 0 has 1 wood
      When player 0 uses action area P
      And player 0 pays the hand cost with 1 card
      And player 0 places tent_1 on hex 1,0
      Then player 0 has 0 wood

  @SL-10.4.1 @SL-10.4.2
  Rule: A property goes on a flipped tile of any type or on a capital hex

    Example: Flipped tiles of every type and the capital are offered, face-up tiles are not
      Given player 0 has a flipped wheat-gold tile on hex 1,0
      And player 0 has a flipped sea-gold tile on hex -1,0
      And player 0 has a flipped forest-iron tile on hex 1,-1
      And player 0 has a face-up mine-wheat tile on hex 0,-1
      And player 0 has 1 wood
      When player 0 uses action area E
      And player 0 pays the hand cost with 1 card
      Then player 0 may place a property on exactly 1,0, -1,0, 1,-1 and 0,0

    Example: A face-up tile is refused
      Given player 0 has a face-up mine-wheat tile on hex 0,-1
      And player 0 has 1 wood
      When player 0 uses action area E
      And player 0 pays the hand cost with 1 card
      And player 0 places tent_1 on hex 0,-1
      Then the action is refused because of SL-10.4.1

  @SL-10.4.3
  Rule: A tile flipped during the action cannot take a property from it

    Example: The tile flipped by the capital bonus's road is not offered
      Given player 0's capital hex bonus is 1 road
      And player 0 has a face-up wheat-gold tile on hex 1,0
      And player 0 has a flipped forest-iron tile on hex 1,-1
      And player 0 has 2 wood
      When player 0 uses action area E
      And player 0 pays the hand cost with 1 card
      And player 0 places tent_1 on hex 0,0
      And player 0 places a road between 0,0 and 1,0
      Then hex 1,0 of player 0 holds a flipped wheat-gold tile
      And player 0 may place a property on exactly 1,-1

    Example: Placing on that tile is refused
      Given player 0's capital hex bonus is 1 road
      And player 0 has a face-up wheat-gold tile on hex 1,0
      And player 0 has a flipped forest-iron tile on hex 1,-1
      And player 0 has 2 wood
      When player 0 uses action area E
      And player 0 pays the hand cost with 1 card
      And player 0 places tent_1 on hex 0,0
      And player 0 places a road between 0,0 and 1,0
      And player 0 places house_1 on hex 1,0
      Then the action is refused because of SL-10.4.3

  @SL-10.4.4 @SL-9.4.3
  Rule: A property on a tile gains that tile's flipped-side bonus again

    Example: The wheat field tile pays its 2 gold again and its icon does not
      Given player 0 has a flipped wheat-gold tile on hex 2,0
      And player 0 has 1 wood
      When player 0 uses action area E
      And player 0 pays the hand cost with 1 card
      And player 0 places tent_1 on hex 2,0
      Then player 0 has 2 gold
      And player 0 may end the turn

  @SL-10.4.4 @SL-9.8.3 @SL-9.8.1
  Rule: A property on a capital hex gains the capital hex bonus

    Example: The capital pays its bonus
      Given player 0 has 1 wood
      When player 0 uses action area E
      And player 0 pays the hand cost with 1 card
      And player 0 places tent_1 on hex 0,0
      Then tent_1 stands on hex 0,0 of player 0
      And player 0 has 4 gold

  @SL-10.4.5
  Rule: A property on a special tile gives its effect again

    Example: The diamond tile gives 2 diamonds again
      Given the special terrain tiles in the supply are:
        | tile       | effect     |
        | sp-diamond | 2 diamonds |
      And player 0 has a flipped sp-diamond tile on hex -1,1
      And player 0 has 1 wood
      When player 0 uses action area E
      And player 0 pays the hand cost with 1 card
      And player 0 places tent_1 on hex -1,1
      Then player 0 has 2 diamonds

  @SL-10.4.6 @SL-10.4.9
  Rule: One property per hex, and a placed property stays

    Example: A hex that holds a property is refused
      Given player 0 has a flipped wheat-gold tile on hex 1,0
      And player 0 has placed house_1 on hex 1,0
      And player 0 has 1 wood
      When player 0 uses action area E
      And player 0 pays the hand cost with 1 card
      And player 0 places tent_1 on hex 1,0
      Then the action is refused because of SL-10.4.6

    Example: A token already on the map is not placed again
      Given player 0 has a flipped wheat-gold tile on hex 1,0
      And player 0 has placed house_1 on hex 0,0
      And player 0 has 2 wood
      When player 0 uses action area E
      And player 0 pays the hand cost with 1 card
      And player 0 places house_1 on hex 1,0
      Then the action is refused because of SL-10.4.9

  @SL-10.4.7
  Rule: A place-a-property action cannot be taken without a location

    Example: Area E is refused when no flipped tile or capital hex is free
      Given player 0 has a face-up wheat-gold tile on hex 1,0
      And player 0 has placed house_1 on hex 0,0
      And player 0 has 5 wood
      When player 0 uses action area E
      Then the action is refused because of SL-10.4.7

  @SL-10.4.8
  Rule: Placements left when the locations run out are lost

    Example: The only location takes the first token and the action ends
      Given player 0 has 5 wood
      When player 0 uses action area E
      And player 0 pays the hand cost with 1 card
      And player 0 places tent_1 on hex 0,0
      Then player 0 may end the turn
      And player 0 has 1 property on the map

  @SL-10.5.1 @SL-10.5.2
  Rule: Kind bonuses come after all placements of the action, in placing order

    Example: No kind bonus while placements remain
      Given player 0 has a flipped wheat-gold tile on hex 1,0
      And player 0 has 2 wood
      When player 0 uses action area E
      And player 0 pays the hand cost with 1 card
      And player 0 places tent_1 on hex 0,0
      Then player 0 has 4 gold
      And player 0 has 0 victory points
      And player 0 is asked to place a property

    Example: The first token's bonus resolves before the second's
      Given player 0 has a flipped wheat-wood tile on hex 1,0
      And player 0 has 1 wood
      And player 0 has 1 iron
      When player 0 uses action area E
      And player 0 pays the hand cost with 1 card
      And player 0 places building_1 on hex 0,0
      And player 0 places house_1 on hex 1,0
      Then player 0 is asked to place a road
      And player 0 has 4 gold

    Example: Both kind bonuses are gained
      Given player 0 has a flipped wheat-wood tile on hex 1,0
      And player 0 has 1 wood
      And player 0 has 1 iron
      When player 0 uses action area E
      And player 0 pays the hand cost with 1 card
      And player 0 places building_1 on hex 0,0
      And player 0 places house_1 on hex 1,0
      And player 0 stops
      Then player 0 has 6 gold
      And player 0 may end the turn

  @SL-10.5.5
  Rule: The token of the top row enables its kind's end-of-game bonus

    Example: The last tent placed, the tents' bonus counts at the end
      Given player 0 has a flipped wheat-gold tile on hex 1,0
      And player 0 has placed tent_1 on hex 0,0
      And player 0 has placed tent_2 on hex 0,1
      And player 0 has a cookie rabbit on hex 0,0
      And player 0 has a cookie rabbit on hex 0,1
      And player 0 has 3 wood
      When player 0 uses action area E
      And player 0 pays the hand cost with 1 card
      And player 0 places tent_3 on hex 1,0
      Then player 0 scores 4 for property bonuses at the end

    Example: Without the top-row token the bonus gives nothing
      Given player 0 has placed tent_1 on hex 0,0
      And player 0 has placed tent_2 on hex 0,1
      And player 0 has a cookie rabbit on hex 0,0
      And player 0 has a cookie rabbit on hex 0,1
      Then player 0 scores 0 for property bonuses at the end

  @SL-10.3.4
  Rule: Wood discount tiles come from the food track

    Example: A discount taken on the food track lowers the next property's wood
      Given the food track is:
        | space | bonus                |
        | 0     |                      |
        | 1     | wood discount tile 1 |
        | 2     |                      |
      And player 0's character has a free action that gives 1 food step
      And player 0 has a flipped wheat-gold tile on hex 1,0
      When player 0 uses the character's free action
      And player 0 uses action area E
      And player 0 pays the hand cost with 1 card
      Then player 0 holds the wood discount tiles of 1
      And player 0 may place exactly the tokens tent_1 and house_1

  @SL-10.4.7a
  Rule: Area L does not copy a place-a-property action the player could not take

    Background:
      Given action area L has 1 action space
      And action area L costs 4 gold and copies basic areas
      And action area X has 3 action spaces
      And action area X is a basic area
      And action area X costs nothing and lets the player gain 1 diamond
      And player 0 has 4 gold

    Example: Without a location area E is not offered to the copy
      Given player 0 has placed tent_1 on hex 0,0
      When player 0 uses action area L
      And player 0 pays the hand cost with 1 card
      Then player 0 may copy exactly X

    Example: With a location area E may be copied
      Given player 0 has placed tent_1 on hex 0,0
      And player 0 has a flipped wheat-gold tile on hex 1,0
      When player 0 uses action area L
      And player 0 pays the hand cost with 1 card
      Then player 0 may copy exactly E and X

  @SL-10.5.3
  Rule: A research lab gives no bonus but clears its block on the industry track

    Background:
      Given the industry track is:
        | space | carriage bonus | locomotive bonus | industry points | research lab after |
        | 1     |                |                  |                 | lab_1              |
        | 2     | 1 gold         |                  |                 |                    |
        | 3     |                |                  |                 |                    |
      And player 0's character has a free action that gives 1 industry step
      And player 0 has a flipped wheat-wood tile on hex 1,0
      And player 0 has 2 iron

    Example: After the lab is taken the carriage passes its place
      When player 0 uses action area E
      And player 0 pays the hand cost with 1 card
      And player 0 places lab_1 on hex 1,0
      And player 0 stops
      And player 0 uses the character's free action
      Then player 0's carriage is on space 2
      And player 0 has 1 gold
      And player 0 has 1 wood
      And player 0 has 0 iron
      And player 0 has 0 victory points

    Example: Before the lab is taken the carriage stays
      Given player 0 has 3 iron
      And action area F has 3 action spaces
      When player 0 uses action area F
      And player 0 pays the hand cost with 1 card
      Then player 0's carriage is on space 1
      And player 0 has 0 gold
      And player 0 has 0 iron

  @SL-10.5.4
  Rule: A coffee shop gives one industry bonus of its column

    Example: The grey coffee shop resolves the mining column
      Given the property tokens are:
        | token     | kind        | order | cost   | bonus                                  |
        | shop_grey | coffee shop | 3     | 1 gold | an industry bonus of the mining column |
      And the player boards print at the top of the columns:
        | column       | ability |
        | agricultural | 1 wheat |
        | forestry     | 1 wood  |
        | mining       | 2 iron  |
      And player 0 has a flipped sea-gold tile on hex -1,0
      And player 0 has 1 gold
      When player 0 uses action area E
      And player 0 pays the hand cost with 1 card
      And player 0 places shop_grey on hex -1,0
      Then player 0 has 2 iron
      And player 0 has 1 gold
      And player 0 has 0 wheat
      And player 0 has 0 wood

  @SL-10.6.1 @SL-10.6.2
  Rule: Tents, houses and buildings raise the limits of their own industry columns

    Background:
      Given the citizen cards are:
        | card   | kind      | cost | tags      | industry tag | ability | automation |
        | Cake   | immediate | 0    | shortcake | agricultural | 1 gold  | 1 wheat    |
      And player 0 has 1 diamond
      And player 0 holds the citizen card Cake

    Example: One tent leaves the agricultural column at 1 card
      Given player 0's agricultural column holds Cake
      And player 0 has placed tent_1 on hex 1,0
      When player 0 plays the card Cake
      Then player 0 is not offered to automate the card

    Example: Two tents raise the agricultural column to 2 cards
      Given player 0's agricultural column holds Cake
      And player 0 has placed tent_1 on hex 1,0
      And player 0 has placed tent_2 on hex 0,0
      When player 0 plays the card Cake
      Then player 0 may automate the card into exactly the agricultural columns

    Example: Two houses do not raise the agricultural column
      Given player 0's agricultural column holds Cake
      And player 0 has placed house_1 on hex 1,0
      And player 0 has placed house_2 on hex 0,0
      When player 0 plays the card Cake
      Then player 0 is not offered to automate the card

    Example: Four tents raise the agricultural column to 3 cards
      Given the property tokens are:
        | token  | kind | order | cost   | bonus |
        | tent_4 | tent | 4     | 1 wood |       |
      And player 0's agricultural column holds Cake and Cake
      And player 0 has placed tent_1 on hex 1,0
      And player 0 has placed tent_2 on hex 0,0
      And player 0 has placed tent_3 on hex 1,-1
      And player 0 has placed tent_4 on hex 0,-1
      When player 0 plays the card Cake
      Then player 0 may automate the card into exactly the agricultural columns

    Example: Three tents keep it at 2 cards
      Given player 0's agricultural column holds Cake and Cake
      And player 0 has placed tent_1 on hex 1,0
      And player 0 has placed tent_2 on hex 0,0
      And player 0 has placed tent_3 on hex 1,-1
      When player 0 plays the card Cake
      Then player 0 is not offered to automate the card

    Example: Three tents still raise the agricultural column to 2 cards
      Given player 0's agricultural column holds Cake
      And player 0 has placed tent_1 on hex 1,0
      And player 0 has placed tent_2 on hex 0,0
      And player 0 has placed tent_3 on hex 1,-1
      When player 0 plays the card Cake
      Then player 0 may automate the card into exactly the agricultural columns

    Example: Two tents do not raise the mining column
      Given the citizen cards are:
        | card | kind      | cost | tags      | industry tag | ability | automation |
        | Ore  | immediate | 0    | shortcake | mining       | 1 gold  | 1 iron     |
      And player 0 holds the citizen card Ore
      And player 0's mining column holds Ore
      And player 0 has placed tent_1 on hex 1,0
      And player 0 has placed tent_2 on hex 0,0
      When player 0 plays the card Ore
      Then player 0 is not offered to automate the card

    Example: Two buildings raise the mining column to 2 cards
      Given the citizen cards are:
        | card | kind      | cost | tags      | industry tag | ability | automation |
        | Ore  | immediate | 0    | shortcake | mining       | 1 gold  | 1 iron     |
      And the property tokens are:
        | token      | kind     | order | cost   | bonus |
        | building_2 | building | 2     | 1 iron |       |
      And player 0 holds the citizen card Ore
      And player 0's mining column holds Ore
      And player 0 has placed building_1 on hex 1,0
      And player 0 has placed building_2 on hex 0,0
      When player 0 plays the card Ore
      Then player 0 may automate the card into exactly the mining columns
