// The words and names at the root of the most common passwords (the top of the public leaked-password
// lists: RockYou, the NCSC top 100,000, SplashData's yearly lists), lowercased. A password whose
// core is one of these, however capitalised, leet-spelled or padded with digits and symbols, is
// refused by shared/users/passwordStrength.ts. Curated offline; nothing is downloaded.
export const COMMON_PASSWORD_WORDS: ReadonlySet<string> = new Set(
  `password passwort passe pass pw passwd secret letmein welcome login admin administrator root user guest test
  default changeme master access trustno iloveyou iloveu loveyou lovely love lover loving
  qwerty qwertz azerty asdf zxcv abc abcd abcde abcdef abcdefg abcdefgh
  dragon monkey football baseball basketball soccer hockey golf tennis
  sunshine princess shadow superman batman spiderman starwars pokemon naruto
  michael jennifer jordan michelle daniel jessica ashley hunter thomas charlie robert matthew andrew joshua
  george david james john william richard joseph mike nicole anthony amanda buster ginger harley
  maggie pepper summer winter autumn spring flower hello freedom whatever
  computer internet google yahoo facebook instagram pinterest pinboard twitter myspace linkedin
  cheese cookie chocolate banana orange apple cherry peanut butter coffee pizza
  killer ninja soccer jordan23 tigger tiger lion eagle falcon dolphin horse
  mustang ferrari porsche corvette harley yamaha honda
  money dollar bitch fuck fuckyou fucker shit sex sexy pussy cock dick
  angel angels heaven god jesus christ blessed faith
  family friend friends happy smile baby babygirl babyboy mother father
  purple yellow silver golden black white green blue red
  matrix phoenix thunder lightning dragon1 magic wizard merlin gandalf
  samsung iphone nokia apple123 windows linux ubuntu
  hello123 welcome1 letmein1 login1 admin1 master1 access1
  junior senior secret1 private public
  batman1 soccer1 football1 monkey1 dragon2
  michael1 jessica1 charlie1 hunter1
  zaq xsw cde vfr bgt nhy mju
  qazwsx qazxsw zaqxsw wsxedc 1qaz 2wsx 3edc 4rfv
  asdfgh asdfghjk asdfghjkl zxcvbn zxcvbnm qwertyui qwertyuiop
  iloveyou1 princess1 sunshine1 shadow1 superman1
  starwars1 whatever1 freedom1 trustno1
  ncc matrix1 killer1 hannah jasmine lauren taylor ashley1 amanda1
  liverpool chelsea arsenal manchester barcelona madrid juventus
  dallas yankees lakers cowboys steelers packers
  canada america london paris berlin
  donald trump
  player gamer minecraft fortnite roblox
  cookie1 biteme blink fishing hunting
  diamond crystal jewel pearl ruby
  ranger rangers soldier warrior knight
  benjamin alexander samantha victoria elizabeth
  justin austin brandon tyler kevin jason
  welcome123 password123 admin123 qwerty123
  pass123 test123 abc123 love123`
    .split(/\s+/)
    .filter(Boolean),
);
