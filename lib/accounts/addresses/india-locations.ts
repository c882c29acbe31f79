/**
 * Data, hence over 250 lines.
 *
 * Built-in list of India's 28 states and 8 union territories with their cities and towns, for
 * address forms where the City choices depend on the chosen State.
 *
 * Each entry lists every district headquarters town plus other notable cities and towns, in their
 * common English spelling, sorted alphabetically. States are sorted by name. `code` is the
 * two-letter vehicle-registration style code (e.g. "TG" Telangana, "LA" Ladakh, "DH" Dadra and
 * Nagar Haveli and Daman and Diu).
 */

export interface IndiaState {
  readonly name: string;
  readonly code: string;
  readonly cities: readonly string[];
}

export const INDIA_STATES: readonly IndiaState[] = [
  {
    name: "Andaman and Nicobar Islands",
    code: "AN",
    cities: [
      "Bambooflat", "Campbell Bay", "Car Nicobar", "Diglipur", "Garacharma", "Hut Bay", "Mayabunder",
      "Port Blair", "Rangat", "Shaheed Dweep", "Swaraj Dweep",
    ],
  },
  {
    name: "Andhra Pradesh",
    code: "AP",
    cities: [
      "Addanki", "Adoni", "Amalapuram", "Amaravati", "Anakapalli", "Anantapur", "Atmakur", "Badvel",
      "Bapatla", "Bheemunipatnam", "Bhimavaram", "Bobbili", "Chilakaluripet", "Chirala", "Chittoor",
      "Dharmavaram", "Eluru", "Giddalur", "Gooty", "Gudivada", "Gudur", "Guntakal", "Guntur", "Hindupur",
      "Ichchapuram", "Jaggayyapeta", "Jammalamadugu", "Jangareddygudem", "Kadapa", "Kadiri", "Kakinada",
      "Kalyandurg", "Kandukur", "Kanigiri", "Kavali", "Kovvur", "Kuppam", "Kurnool", "Macherla",
      "Machilipatnam", "Madanapalle", "Mandapeta", "Mangalagiri", "Markapur", "Mydukur", "Nagari",
      "Naidupeta", "Nandyal", "Narasaraopet", "Narsapur", "Narsipatnam", "Nellore", "Nidadavole", "Nuzvid",
      "Ongole", "Paderu", "Palakollu", "Palamaner", "Palasa", "Parvathipuram", "Peddapuram", "Penukonda",
      "Piduguralla", "Ponnur", "Proddatur", "Pulivendula", "Punganur", "Puttaparthi", "Puttur", "Rajahmundry",
      "Rajampet", "Ramachandrapuram", "Rayachoti", "Rayadurg", "Repalle", "Salur", "Samalkot", "Sattenapalle",
      "Srikakulam", "Srikalahasti", "Srisailam", "Sullurpeta", "Tadepalligudem", "Tadipatri", "Tanuku",
      "Tekkali", "Tenali", "Tirupati", "Tuni", "Venkatagiri", "Vijayawada", "Vinukonda", "Visakhapatnam",
      "Vizianagaram", "Yellamanchili", "Yemmiganur",
    ],
  },
  {
    name: "Arunachal Pradesh",
    code: "AR",
    cities: [
      "Aalo", "Anini", "Basar", "Bhalukpong", "Boleng", "Bomdila", "Changlang", "Daporijo", "Deomali",
      "Dirang", "Doimukh", "Hawai", "Itanagar", "Jairampur", "Khonsa", "Koloriang", "Lemmi", "Likabali",
      "Longding", "Miao", "Naharlagun", "Namsai", "Palin", "Pasighat", "Raga", "Roing", "Seppa", "Tato",
      "Tawang", "Tezu", "Yachuli", "Yingkiong", "Yupia", "Ziro",
    ],
  },
  {
    name: "Assam",
    code: "AS",
    cities: [
      "Abhayapuri", "Amingaon", "Barpeta", "Barpeta Road", "Bilasipara", "Biswanath Chariali", "Bokakhat",
      "Bongaigaon", "Dergaon", "Dhekiajuli", "Dhemaji", "Dhubri", "Dibrugarh", "Digboi", "Diphu", "Dispur",
      "Doom Dooma", "Duliajan", "Garamur", "Gauripur", "Goalpara", "Gohpur", "Golaghat", "Goreswar",
      "Guwahati", "Haflong", "Hailakandi", "Hajo", "Hamren", "Hatsingimari", "Hojai", "Howly", "Jagiroad",
      "Jorhat", "Kajalgaon", "Karimganj", "Kokrajhar", "Lanka", "Lumding", "Mangaldoi", "Margherita",
      "Mariani", "Moran", "Morigaon", "Mushalpur", "Nagaon", "Nalbari", "Namrup", "Nazira", "North Lakhimpur",
      "Palasbari", "Pathsala", "Rangia", "Sapatgram", "Sarupathar", "Silchar", "Sivasagar", "Sonari",
      "Sualkuchi", "Tamulpur", "Tangla", "Tezpur", "Tinsukia", "Titabar", "Udalguri",
    ],
  },
  {
    name: "Bihar",
    code: "BR",
    cities: [
      "Araria", "Areraj", "Arrah", "Arwal", "Aurangabad", "Bagaha", "Bakhtiarpur", "Banka", "Banmankhi",
      "Barauni", "Barh", "Barsoi", "Begusarai", "Benipur", "Bettiah", "Bhabua", "Bhagalpur", "Bihar Sharif",
      "Bikramganj", "Birpur", "Bodh Gaya", "Buxar", "Chakia", "Chhapra", "Dalsinghsarai", "Danapur",
      "Darbhanga", "Daudnagar", "Dehri", "Dumraon", "Fatuha", "Forbesganj", "Gaya", "Gopalganj", "Hajipur",
      "Hilsa", "Hisua", "Jagdishpur", "Jamalpur", "Jamui", "Jehanabad", "Jhanjharpur", "Jogbani", "Kahalgaon",
      "Kasba", "Katihar", "Khagaria", "Kishanganj", "Lakhisarai", "Lalganj", "Madhepura", "Madhubani",
      "Maharajganj", "Mahua", "Manihari", "Masaurhi", "Mirganj", "Mohania", "Mokama", "Motihari", "Munger",
      "Murliganj", "Muzaffarpur", "Narkatiaganj", "Naugachia", "Nawada", "Nirmali", "Patna",
      "Phulwari Sharif", "Piro", "Pupri", "Purnia", "Rafiganj", "Rajgir", "Ramnagar", "Raxaul", "Rosera",
      "Saharsa", "Samastipur", "Sasaram", "Sheikhpura", "Sheohar", "Sherghati", "Simri Bakhtiyarpur",
      "Sitamarhi", "Siwan", "Sonepur", "Sugauli", "Sultanganj", "Supaul", "Teghra", "Thakurganj",
      "Triveniganj", "Warisaliganj",
    ],
  },
  {
    name: "Chandigarh",
    code: "CH",
    cities: [
      "Chandigarh", "Manimajra",
    ],
  },
  {
    name: "Chhattisgarh",
    code: "CG",
    cities: [
      "Akaltara", "Ambikapur", "Arang", "Bacheli", "Baikunthpur", "Balod", "Baloda Bazar", "Balrampur",
      "Bemetara", "Bhanupratappur", "Bhatapara", "Bhilai", "Bijapur", "Bilaspur", "Champa", "Chirmiri",
      "Dalli Rajhara", "Dantewada", "Dhamtari", "Dongargarh", "Durg", "Gariaband", "Gaurela", "Jagdalpur",
      "Janjgir", "Jashpur", "Kanker", "Kawardha", "Khairagarh", "Kharsia", "Kirandul", "Kondagaon", "Korba",
      "Kumhari", "Kurud", "Mahasamund", "Manendragarh", "Mohla", "Mungeli", "Naila", "Narayanpur",
      "Pathalgaon", "Pendra", "Raigarh", "Raipur", "Rajnandgaon", "Ratanpur", "Sakti", "Sarangarh", "Sukma",
      "Surajpur", "Takhatpur", "Tilda",
    ],
  },
  {
    name: "Dadra and Nagar Haveli and Daman and Diu",
    code: "DH",
    cities: [
      "Amli", "Dadra", "Daman", "Diu", "Khanvel", "Naroli", "Silvassa",
    ],
  },
  {
    name: "Delhi",
    code: "DL",
    cities: [
      "Alipur", "Bawana", "Delhi", "Delhi Cantonment", "Dwarka", "Mehrauli", "Najafgarh", "Narela",
      "New Delhi", "Rohini", "Shahdara",
    ],
  },
  {
    name: "Goa",
    code: "GA",
    cities: [
      "Aldona", "Bicholim", "Calangute", "Canacona", "Candolim", "Cuncolim", "Curchorem", "Dona Paula",
      "Mapusa", "Margao", "Mormugao", "Old Goa", "Panaji", "Pernem", "Ponda", "Porvorim", "Quepem", "Sanguem",
      "Sanquelim", "Taleigao", "Valpoi", "Vasco da Gama",
    ],
  },
  {
    name: "Gujarat",
    code: "GJ",
    cities: [
      "Ahmedabad", "Ahwa", "Amreli", "Anand", "Anjar", "Ankleshwar", "Bardoli", "Bavla", "Bhachau", "Bharuch",
      "Bhavnagar", "Bhuj", "Bilimora", "Borsad", "Botad", "Chhota Udaipur", "Dabhoi", "Dahod", "Deesa",
      "Dhandhuka", "Dhanera", "Dholka", "Dhoraji", "Dhrangadhra", "Dwarka", "Gandhidham", "Gandhinagar",
      "Godhra", "Gondal", "Halol", "Himmatnagar", "Idar", "Jambusar", "Jamnagar", "Jasdan", "Jetpur",
      "Junagadh", "Kadi", "Kalol", "Kapadvanj", "Keshod", "Khambhalia", "Khambhat", "Kodinar", "Limbdi",
      "Lunawada", "Mahuva", "Mandvi", "Mangrol", "Mehsana", "Modasa", "Morbi", "Mundra", "Nadiad", "Navsari",
      "Okha", "Palanpur", "Palitana", "Pardi", "Patan", "Petlad", "Porbandar", "Prantij", "Radhanpur",
      "Rajkot", "Rajpipla", "Rajula", "Sanand", "Santrampur", "Savarkundla", "Sidhpur", "Sihor", "Songadh",
      "Surat", "Surendranagar", "Talaja", "Tharad", "Umbergaon", "Umreth", "Una", "Unjha", "Upleta",
      "Vadnagar", "Vadodara", "Valsad", "Vapi", "Veraval", "Vijapur", "Viramgam", "Visnagar", "Vyara",
      "Wadhwan", "Wankaner",
    ],
  },
  {
    name: "Haryana",
    code: "HR",
    cities: [
      "Ambala", "Assandh", "Bahadurgarh", "Barara", "Barwala", "Bawal", "Bhiwani", "Charkhi Dadri",
      "Dharuhera", "Ellenabad", "Faridabad", "Fatehabad", "Ferozepur Jhirka", "Ganaur", "Gohana", "Gurugram",
      "Hansi", "Hisar", "Hodal", "Indri", "Jagadhri", "Jhajjar", "Jind", "Kaithal", "Kalka", "Karnal",
      "Kosli", "Kurukshetra", "Ladwa", "Loharu", "Mahendragarh", "Mandi Dabwali", "Naraingarh", "Narnaul",
      "Narwana", "Nilokheri", "Nuh", "Palwal", "Panchkula", "Panipat", "Pataudi", "Pehowa", "Pinjore",
      "Ratia", "Rewari", "Rohtak", "Safidon", "Samalkha", "Shahabad", "Sirsa", "Sohna", "Sonipat", "Taraori",
      "Tauru", "Thanesar", "Tohana", "Yamunanagar",
    ],
  },
  {
    name: "Himachal Pradesh",
    code: "HP",
    cities: [
      "Amb", "Arki", "Baddi", "Baijnath", "Banjar", "Bhuntar", "Bilaspur", "Chamba", "Dalhousie", "Dehra",
      "Dharamshala", "Gagret", "Ghumarwin", "Hamirpur", "Jawalamukhi", "Jogindernagar", "Kangra", "Kasauli",
      "Kaza", "Keylong", "Kullu", "Manali", "Mandi", "Nadaun", "Nahan", "Nalagarh", "Nurpur", "Palampur",
      "Paonta Sahib", "Parwanoo", "Rampur", "Reckong Peo", "Rohru", "Sarkaghat", "Shimla", "Solan",
      "Sundernagar", "Theog", "Una",
    ],
  },
  {
    name: "Jammu and Kashmir",
    code: "JK",
    cities: [
      "Akhnoor", "Anantnag", "Awantipora", "Bandipora", "Banihal", "Baramulla", "Bhaderwah", "Bijbehara",
      "Billawar", "Bishnah", "Budgam", "Doda", "Ganderbal", "Gulmarg", "Handwara", "Hiranagar", "Jammu",
      "Kathua", "Katra", "Kishtwar", "Kokernag", "Kulgam", "Kupwara", "Mendhar", "Nowshera", "Pahalgam",
      "Pampore", "Poonch", "Pulwama", "Qazigund", "Rajouri", "Ramban", "Reasi", "Samba", "Shopian",
      "Sonamarg", "Sopore", "Srinagar", "Sunderbani", "Surankote", "Tral", "Udhampur", "Uri", "Vijaypur",
    ],
  },
  {
    name: "Jharkhand",
    code: "JH",
    cities: [
      "Adityapur", "Barhi", "Bermo", "Bokaro", "Bundu", "Chaibasa", "Chakradharpur", "Chandil", "Chas",
      "Chatra", "Chirkunda", "Daltonganj", "Deoghar", "Dhanbad", "Dumka", "Garhwa", "Ghatshila", "Giridih",
      "Godda", "Gomia", "Gumla", "Hazaribagh", "Hussainabad", "Jamshedpur", "Jamtara", "Jharia",
      "Jhumri Telaiya", "Jugsalai", "Khunti", "Koderma", "Latehar", "Lohardaga", "Madhupur", "Mihijam",
      "Musabani", "Pakur", "Phusro", "Rajmahal", "Ramgarh", "Ranchi", "Sahibganj", "Seraikela", "Simdega",
      "Sindri",
    ],
  },
  {
    name: "Karnataka",
    code: "KA",
    cities: [
      "Anekal", "Ankola", "Arsikere", "Athani", "Badami", "Bagalkot", "Bagepalli", "Bailhongal", "Ballari",
      "Bangarapet", "Bantwal", "Basavakalyan", "Belagavi", "Belur", "Bengaluru", "Bhadravati", "Bhalki",
      "Bhatkal", "Bidar", "Byadgi", "Challakere", "Chamarajanagar", "Channagiri", "Channapatna",
      "Channarayapatna", "Chikkaballapur", "Chikkamagaluru", "Chikkodi", "Chintamani", "Chitradurga",
      "Dandeli", "Davanagere", "Devanahalli", "Dharwad", "Doddaballapur", "Gadag", "Gangavati",
      "Gauribidanur", "Gokak", "Gundlupet", "Harihar", "Hassan", "Haveri", "Hiriyur", "Honnavar", "Hosadurga",
      "Hosakote", "Hosapete", "Hubballi", "Humnabad", "Hunsur", "Ilkal", "Indi", "Jamkhandi", "Kalaburagi",
      "Kampli", "Kanakapura", "Karkala", "Karwar", "Kolar", "Kolar Gold Fields", "Kollegal", "Koppal",
      "Kumta", "Kundapura", "Kunigal", "Kushalnagar", "Kushtagi", "Lakshmeshwar", "Lingsugur", "Maddur",
      "Madhugiri", "Madikeri", "Magadi", "Malavalli", "Malur", "Mandya", "Mangaluru", "Manipal", "Manvi",
      "Moodbidri", "Muddebihal", "Mudhol", "Mulbagal", "Mysuru", "Nanjangud", "Nelamangala", "Nippani",
      "Pavagada", "Puttur", "Raichur", "Ramanagara", "Ranebennur", "Sagar", "Sakleshpur", "Sandur",
      "Saundatti", "Sedam", "Shahabad", "Shiggaon", "Shikaripura", "Shivamogga", "Shorapur", "Sidlaghatta",
      "Sindagi", "Sindhanur", "Sira", "Sirsi", "Somvarpet", "Sringeri", "Srirangapatna", "Tarikere",
      "Thirthahalli", "Tiptur", "Tumakuru", "Udupi", "Ullal", "Vijayapura", "Virajpet", "Yadgir",
    ],
  },
  {
    name: "Kerala",
    code: "KL",
    cities: [
      "Adimali", "Adoor", "Alappuzha", "Aluva", "Angamaly", "Attingal", "Chalakudy", "Changanassery",
      "Chengannur", "Cherthala", "Chittur", "Erattupetta", "Ettumanoor", "Feroke", "Guruvayur", "Haripad",
      "Irinjalakuda", "Iritty", "Kakkanad", "Kalamassery", "Kalpetta", "Kanhangad", "Kanjirappally", "Kannur",
      "Karunagappally", "Kasaragod", "Kattappana", "Kayamkulam", "Kochi", "Kodungallur", "Kollam", "Kondotty",
      "Kothamangalam", "Kottakkal", "Kottarakkara", "Kottayam", "Koyilandy", "Kozhikode", "Kunnamkulam",
      "Kuthuparamba", "Malappuram", "Mananthavady", "Manjeri", "Mannarkkad", "Mattannur", "Mavelikkara",
      "Mukkam", "Munnar", "Muvattupuzha", "Nedumangad", "Neyyattinkara", "Nilambur", "Nileshwaram",
      "Ottapalam", "Painavu", "Pala", "Palakkad", "Pandalam", "Pathanamthitta", "Pattambi", "Payyanur",
      "Perinthalmanna", "Perumbavoor", "Ponnani", "Punalur", "Shoranur", "Sultan Bathery", "Taliparamba",
      "Tanur", "Thalassery", "Thiruvalla", "Thiruvananthapuram", "Thodupuzha", "Thrissur", "Tirur",
      "Tripunithura", "Vadakara", "Vaikom", "Valanchery", "Varkala",
    ],
  },
  {
    name: "Ladakh",
    code: "LA",
    cities: [
      "Diskit", "Drass", "Kargil", "Khaltse", "Leh", "Nyoma", "Padum",
    ],
  },
  {
    name: "Lakshadweep",
    code: "LD",
    cities: [
      "Agatti", "Amini", "Andrott", "Bitra", "Chetlat", "Kadmat", "Kalpeni", "Kavaratti", "Kiltan", "Minicoy",
    ],
  },
  {
    name: "Madhya Pradesh",
    code: "MP",
    cities: [
      "Agar", "Alirajpur", "Amarkantak", "Ambah", "Anuppur", "Ashoknagar", "Ashta", "Balaghat", "Barwaha",
      "Barwani", "Betul", "Bhind", "Bhopal", "Biaora", "Bina", "Burhanpur", "Chanderi", "Chhatarpur",
      "Chhindwara", "Dabra", "Damoh", "Datia", "Dewas", "Dhar", "Dindori", "Gadarwara", "Ganj Basoda",
      "Gohad", "Guna", "Gwalior", "Harda", "Indore", "Itarsi", "Jabalpur", "Jaora", "Jhabua", "Junnardeo",
      "Kareli", "Karera", "Katni", "Khajuraho", "Khandwa", "Khargone", "Khurai", "Kotma", "Maheshwar",
      "Maihar", "Malajkhand", "Manawar", "Mandideep", "Mandla", "Mandsaur", "Mauganj", "Mhow", "Morena",
      "Multai", "Nagda", "Nagod", "Nainpur", "Narmadapuram", "Narsinghgarh", "Narsinghpur", "Neemuch",
      "Nepanagar", "Niwari", "Nowgong", "Omkareshwar", "Orchha", "Pachmarhi", "Pandhurna", "Panna", "Parasia",
      "Pipariya", "Pithampur", "Raghogarh", "Raisen", "Rajgarh", "Ratlam", "Rewa", "Sabalgarh", "Sagar",
      "Sanawad", "Sarangpur", "Sarni", "Satna", "Sausar", "Sehore", "Sendhwa", "Seoni", "Seoni Malwa",
      "Shahdol", "Shajapur", "Sheopur", "Shivpuri", "Shujalpur", "Sidhi", "Sihora", "Singrauli", "Sironj",
      "Tikamgarh", "Ujjain", "Umaria", "Vidisha", "Waraseoni",
    ],
  },
  {
    name: "Maharashtra",
    code: "MH",
    cities: [
      "Achalpur", "Ahilyanagar", "Akkalkot", "Akluj", "Akola", "Alibag", "Amalner", "Ambajogai", "Ambernath",
      "Amravati", "Badlapur", "Ballarpur", "Baramati", "Barshi", "Basmat", "Beed", "Bhandara", "Bhiwandi",
      "Bhusawal", "Boisar", "Brahmapuri", "Buldhana", "Chakan", "Chalisgaon", "Chandrapur",
      "Chhatrapati Sambhajinagar", "Chiplun", "Dahanu", "Dapoli", "Daund", "Deolali", "Desaiganj",
      "Dharashiv", "Dhule", "Digras", "Dombivli", "Gadchiroli", "Gadhinglaj", "Gondia", "Hinganghat",
      "Hingoli", "Ichalkaranji", "Igatpuri", "Islampur", "Jalgaon", "Jalna", "Jaysingpur", "Junnar", "Kalyan",
      "Kamptee", "Kankavli", "Karad", "Karjat", "Katol", "Khamgaon", "Khopoli", "Kolhapur", "Kopargaon",
      "Kudal", "Latur", "Lonavala", "Mahabaleshwar", "Mahad", "Malegaon", "Malkapur", "Malvan", "Manmad",
      "Matheran", "Mira-Bhayandar", "Miraj", "Mumbai", "Nagpur", "Nanded", "Nandurbar", "Nashik",
      "Navi Mumbai", "Oros", "Pachora", "Paithan", "Palghar", "Pandharpur", "Panvel", "Parbhani", "Parli",
      "Pen", "Phaltan", "Pimpri-Chinchwad", "Pune", "Pusad", "Ramtek", "Ratnagiri", "Sangamner", "Sangli",
      "Satara", "Sawantwadi", "Shahada", "Shegaon", "Shirdi", "Shirpur", "Shrirampur", "Sillod", "Sinnar",
      "Solapur", "Talegaon Dabhade", "Thane", "Tuljapur", "Udgir", "Ulhasnagar", "Umarga", "Uran", "Vasai",
      "Virar", "Vita", "Wardha", "Warora", "Washim", "Yavatmal",
    ],
  },
  {
    name: "Manipur",
    code: "MN",
    cities: [
      "Bishnupur", "Chandel", "Churachandpur", "Imphal", "Jiribam", "Kakching", "Kamjong", "Kangpokpi",
      "Lilong", "Mayang Imphal", "Moirang", "Moreh", "Nambol", "Noney", "Pherzawl", "Senapati", "Tamenglong",
      "Tengnoupal", "Thoubal", "Ukhrul", "Yairipok",
    ],
  },
  {
    name: "Meghalaya",
    code: "ML",
    cities: [
      "Ampati", "Baghmara", "Byrnihat", "Cherrapunji", "Dawki", "Jowai", "Khliehriat", "Mairang", "Mawkyrwat",
      "Mendipathar", "Nongpoh", "Nongstoin", "Resubelpara", "Shillong", "Tura", "Williamnagar",
    ],
  },
  {
    name: "Mizoram",
    code: "MZ",
    cities: [
      "Aizawl", "Bairabi", "Champhai", "Hnahthial", "Khawzawl", "Kolasib", "Lawngtlai", "Lunglei", "Mamit",
      "Saitual", "Serchhip", "Siaha", "Thenzawl", "Tlabung", "Vairengte", "Zawlnuam",
    ],
  },
  {
    name: "Nagaland",
    code: "NL",
    cities: [
      "Chumoukedima", "Dimapur", "Jalukie", "Kiphire", "Kohima", "Longleng", "Medziphema", "Meluri",
      "Mokokchung", "Mon", "Niuland", "Noklak", "Peren", "Pfutsero", "Phek", "Shamator", "Tseminyu",
      "Tuensang", "Tuli", "Wokha", "Zunheboto",
    ],
  },
  {
    name: "Odisha",
    code: "OD",
    cities: [
      "Anandapur", "Angul", "Aska", "Athagarh", "Athmallik", "Balangir", "Balasore", "Balugaon", "Banki",
      "Barbil", "Bargarh", "Baripada", "Basudebpur", "Belpahar", "Berhampur", "Bhadrak", "Bhanjanagar",
      "Bhawanipatna", "Bhuban", "Bhubaneswar", "Biramitrapur", "Boudh", "Brajrajnagar", "Burla", "Champua",
      "Chandbali", "Chhatrapur", "Choudwar", "Cuttack", "Damanjodi", "Deogarh", "Dhenkanal", "Gopalpur",
      "Gunupur", "Hinjilicut", "Hirakud", "Jagatsinghpur", "Jajpur", "Jajpur Road", "Jaleswar", "Jatani",
      "Jeypore", "Jharsuguda", "Joda", "Kamakhyanagar", "Kantabanji", "Karanjia", "Kendrapara", "Keonjhar",
      "Khariar", "Khordha", "Konark", "Koraput", "Kuchinda", "Malkangiri", "Nabarangpur", "Nayagarh",
      "Nilagiri", "Nuapada", "Padampur", "Paradip", "Paralakhemundi", "Patnagarh", "Pattamundai", "Phulbani",
      "Pipili", "Puri", "Rairangpur", "Rajgangpur", "Rayagada", "Rourkela", "Sambalpur", "Sonepur", "Soro",
      "Sunabeda", "Sundargarh", "Talcher", "Titlagarh", "Udala", "Umerkote",
    ],
  },
  {
    name: "Puducherry",
    code: "PY",
    cities: [
      "Ariyankuppam", "Bahour", "Karaikal", "Mahe", "Ozhukarai", "Puducherry", "Thirunallar", "Villianur",
      "Yanam",
    ],
  },
  {
    name: "Punjab",
    code: "PB",
    cities: [
      "Abohar", "Adampur", "Ahmedgarh", "Ajnala", "Amritsar", "Anandpur Sahib", "Balachaur", "Banga",
      "Barnala", "Batala", "Bathinda", "Bhawanigarh", "Budhlada", "Dasuya", "Dera Baba Nanak", "Dera Bassi",
      "Dhuri", "Dinanagar", "Faridkot", "Fatehgarh Sahib", "Fazilka", "Firozpur", "Garhshankar", "Gidderbaha",
      "Gurdaspur", "Hoshiarpur", "Jagraon", "Jaitu", "Jalalabad", "Jalandhar", "Kapurthala", "Kartarpur",
      "Khanna", "Kharar", "Kotkapura", "Kurali", "Lehragaga", "Ludhiana", "Malerkotla", "Malout",
      "Mandi Gobindgarh", "Mansa", "Moga", "Mohali", "Morinda", "Mukerian", "Nabha", "Nakodar", "Nangal",
      "Nawanshahr", "Pathankot", "Patiala", "Patti", "Phagwara", "Phillaur", "Qadian", "Raikot", "Rajpura",
      "Rampura Phul", "Rupnagar", "Samana", "Samrala", "Sangrur", "Sirhind", "Sri Muktsar Sahib", "Sujanpur",
      "Sultanpur Lodhi", "Sunam", "Talwandi Sabo", "Tapa", "Tarn Taran", "Zira", "Zirakpur",
    ],
  },
  {
    name: "Rajasthan",
    code: "RJ",
    cities: [
      "Abu Road", "Ajmer", "Alwar", "Anupgarh", "Asind", "Balotra", "Bandikui", "Banswara", "Baran", "Bari",
      "Barmer", "Bayana", "Beawar", "Begun", "Behror", "Bhadra", "Bharatpur", "Bhawani Mandi", "Bhilwara",
      "Bhinmal", "Bhiwadi", "Bijainagar", "Bikaner", "Bilara", "Bundi", "Chhabra", "Chirawa", "Chittorgarh",
      "Chomu", "Churu", "Dausa", "Deeg", "Deoli", "Dholpur", "Didwana", "Dungarpur", "Falna", "Fatehpur",
      "Gangapur City", "Gulabpura", "Hanumangarh", "Hindaun", "Jaipur", "Jaisalmer", "Jaitaran", "Jalore",
      "Jhalawar", "Jhalrapatan", "Jhunjhunu", "Jodhpur", "Kankroli", "Kapasan", "Karauli", "Kekri",
      "Khairthal", "Khetri", "Kishangarh", "Kota", "Kotputli", "Kuchaman City", "Kumher", "Kushalgarh",
      "Ladnun", "Lakshmangarh", "Lalsot", "Mahwa", "Makrana", "Malpura", "Mandalgarh", "Mount Abu", "Nadbai",
      "Nagaur", "Nasirabad", "Nathdwara", "Nawalgarh", "Neem Ka Thana", "Nimbahera", "Niwai", "Nohar",
      "Nokha", "Pali", "Phalodi", "Phulera", "Pilani", "Pindwara", "Pipar City", "Pokaran", "Pratapgarh",
      "Pushkar", "Raisinghnagar", "Rajgarh", "Rajsamand", "Ramganj Mandi", "Ratangarh", "Rawatbhata",
      "Sagwara", "Salumbar", "Sambhar", "Sanchore", "Sardarshahar", "Sawai Madhopur", "Shahpura", "Sheoganj",
      "Sikar", "Sirohi", "Sojat", "Sri Ganganagar", "Sujangarh", "Sumerpur", "Suratgarh", "Tijara", "Tonk",
      "Udaipur",
    ],
  },
  {
    name: "Sikkim",
    code: "SK",
    cities: [
      "Gangtok", "Gyalshing", "Jorethang", "Lachen", "Lachung", "Mangan", "Melli", "Namchi", "Pakyong",
      "Pelling", "Rangpo", "Ravangla", "Rhenock", "Singtam", "Soreng",
    ],
  },
  {
    name: "Tamil Nadu",
    code: "TN",
    cities: [
      "Ambasamudram", "Ambur", "Arakkonam", "Arani", "Arcot", "Ariyalur", "Aruppukottai", "Attur", "Avadi",
      "Avinashi", "Batlagundu", "Bhavani", "Bodinayakanur", "Chengalpattu", "Chengam", "Chennai",
      "Chidambaram", "Coimbatore", "Coonoor", "Cuddalore", "Cumbum", "Devakottai", "Dharapuram", "Dharmapuri",
      "Dindigul", "Erode", "Gingee", "Gobichettipalayam", "Gudalur", "Gudiyatham", "Harur", "Hosur",
      "Jolarpettai", "Kadayanallur", "Kallakurichi", "Kanchipuram", "Kangeyam", "Kanniyakumari", "Karaikudi",
      "Karur", "Kodaikanal", "Komarapalayam", "Kotagiri", "Kovilpatti", "Krishnagiri", "Kulithalai",
      "Kumbakonam", "Kuzhithurai", "Madurai", "Manapparai", "Mannargudi", "Maraimalai Nagar",
      "Mayiladuthurai", "Melur", "Mettupalayam", "Mettur", "Musiri", "Nagapattinam", "Nagercoil", "Namakkal",
      "Neyveli", "Oddanchatram", "Ooty", "Palani", "Palladam", "Panruti", "Paramakudi", "Pattukkottai",
      "Perambalur", "Periyakulam", "Perundurai", "Pollachi", "Ponneri", "Poonamallee", "Pudukkottai",
      "Rajapalayam", "Ramanathapuram", "Rameswaram", "Ranipet", "Rasipuram", "Salem", "Sankarankovil",
      "Sathyamangalam", "Sattur", "Sholinghur", "Sirkazhi", "Sivaganga", "Sivakasi", "Sriperumbudur",
      "Srirangam", "Srivilliputhur", "Tambaram", "Tenkasi", "Thanjavur", "Theni", "Thirumangalam",
      "Thoothukudi", "Thuraiyur", "Tindivanam", "Tiruchendur", "Tiruchengode", "Tiruchirappalli",
      "Tirunelveli", "Tirupathur", "Tiruppur", "Tiruttani", "Tiruvallur", "Tiruvannamalai", "Tiruvarur",
      "Udumalaipettai", "Ulundurpet", "Usilampatti", "Valparai", "Vandavasi", "Vaniyambadi", "Vellore",
      "Viluppuram", "Virudhunagar", "Vridhachalam", "Walajapet",
    ],
  },
  {
    name: "Telangana",
    code: "TG",
    cities: [
      "Achampet", "Adilabad", "Armoor", "Asifabad", "Bellampalli", "Bhainsa", "Bhongir", "Bhupalpally",
      "Bodhan", "Choutuppal", "Devarakonda", "Gadwal", "Gajwel", "Hanamkonda", "Huzurabad", "Huzurnagar",
      "Hyderabad", "Jadcherla", "Jagtial", "Jammikunta", "Jangaon", "Kagaznagar", "Kalwakurthy", "Kamareddy",
      "Karimnagar", "Khammam", "Kodad", "Koratla", "Kothagudem", "Madhira", "Mahabubabad", "Mahabubnagar",
      "Mancherial", "Mandamarri", "Manthani", "Manuguru", "Medak", "Medchal", "Metpally", "Miryalaguda",
      "Mulugu", "Nagarkurnool", "Nalgonda", "Narayanpet", "Narsampet", "Nirmal", "Nizamabad", "Palwancha",
      "Parkal", "Peddapalli", "Ramagundam", "Sadasivpet", "Sangareddy", "Sathupalli", "Secunderabad",
      "Shadnagar", "Shamshabad", "Siddipet", "Sircilla", "Suryapet", "Tandur", "Vemulawada", "Vikarabad",
      "Wanaparthy", "Warangal", "Yadagirigutta", "Yellandu", "Zaheerabad",
    ],
  },
  {
    name: "Tripura",
    code: "TR",
    cities: [
      "Agartala", "Amarpur", "Ambassa", "Belonia", "Bishalgarh", "Bishramganj", "Dharmanagar", "Jirania",
      "Kailashahar", "Kamalpur", "Khowai", "Kumarghat", "Melaghar", "Mohanpur", "Panisagar", "Ranirbazar",
      "Sabroom", "Santirbazar", "Sonamura", "Teliamura", "Udaipur",
    ],
  },
  {
    name: "Uttar Pradesh",
    code: "UP",
    cities: [
      "Agra", "Akbarpur", "Aligarh", "Amethi", "Amroha", "Anupshahr", "Aonla", "Atrauli", "Auraiya",
      "Ayodhya", "Azamgarh", "Baghpat", "Bahjoi", "Bahraich", "Ballia", "Balrampur", "Banda", "Barabanki",
      "Baraut", "Bareilly", "Basti", "Bhadohi", "Bhinga", "Bijnor", "Bisalpur", "Budaun", "Bulandshahr",
      "Chandauli", "Chandausi", "Chitrakoot", "Chunar", "Dadri", "Deoband", "Deoria", "Dhampur", "Etah",
      "Etawah", "Farrukhabad", "Fatehgarh", "Fatehpur", "Fatehpur Sikri", "Firozabad", "Gajraula",
      "Gauriganj", "Ghatampur", "Ghaziabad", "Ghazipur", "Gola Gokarannath", "Gonda", "Gorakhpur",
      "Greater Noida", "Gyanpur", "Hamirpur", "Hapur", "Hardoi", "Hathras", "Jalaun", "Jaunpur", "Jhansi",
      "Kairana", "Kannauj", "Kanpur", "Kasganj", "Khalilabad", "Khatauli", "Khurja", "Konch", "Kosi Kalan",
      "Kushinagar", "Lakhimpur", "Lalitpur", "Loni", "Lucknow", "Maharajganj", "Mahoba", "Mainpuri",
      "Manjhanpur", "Mathura", "Mau", "Mauranipur", "Mawana", "Meerut", "Mirzapur", "Modinagar", "Moradabad",
      "Mughalsarai", "Muradnagar", "Muzaffarnagar", "Nagina", "Najibabad", "Naugarh", "Nautanwa", "Noida",
      "Obra", "Orai", "Padrauna", "Pilibhit", "Pilkhuwa", "Pratapgarh", "Prayagraj", "Rae Bareli", "Rampur",
      "Rath", "Renukoot", "Robertsganj", "Saharanpur", "Sambhal", "Sandila", "Shahjahanpur", "Shamli",
      "Shikohabad", "Sikandrabad", "Sitapur", "Sultanpur", "Tanda", "Tundla", "Unnao", "Varanasi",
      "Vrindavan",
    ],
  },
  {
    name: "Uttarakhand",
    code: "UK",
    cities: [
      "Almora", "Bageshwar", "Barkot", "Bazpur", "Bhimtal", "Chamoli", "Champawat", "Dehradun", "Dharchula",
      "Didihat", "Doiwala", "Gairsain", "Gopeshwar", "Haldwani", "Haridwar", "Jaspur", "Joshimath",
      "Karnaprayag", "Kashipur", "Khatima", "Kichha", "Kotdwar", "Laksar", "Lansdowne", "Lohaghat",
      "Manglaur", "Munsiyari", "Mussoorie", "Nainital", "Narendranagar", "New Tehri", "Pauri", "Pithoragarh",
      "Ramnagar", "Ranikhet", "Rishikesh", "Roorkee", "Rudraprayag", "Rudrapur", "Sitarganj", "Srinagar",
      "Tanakpur", "Uttarkashi", "Vikasnagar",
    ],
  },
  {
    name: "West Bengal",
    code: "WB",
    cities: [
      "Adra", "Alipore", "Alipurduar", "Arambagh", "Asansol", "Ashokenagar", "Baharampur", "Bally",
      "Balurghat", "Bangaon", "Bankura", "Bansberia", "Baranagar", "Barasat", "Bardhaman", "Barrackpore",
      "Baruipur", "Basirhat", "Bhatpara", "Bidhannagar", "Birpara", "Bishnupur", "Bolpur", "Budge Budge",
      "Chakdaha", "Chandannagar", "Chinsurah", "Contai", "Cooch Behar", "Dalkhola", "Darjeeling", "Dhulian",
      "Dhupguri", "Diamond Harbour", "Digha", "Dinhata", "Dum Dum", "Durgapur", "Falakata", "Gangarampur",
      "Ghatal", "Habra", "Haldia", "Haldibari", "Halisahar", "Howrah", "Islampur", "Jaigaon", "Jalpaiguri",
      "Jangipur", "Jhargram", "Jiaganj", "Kakdwip", "Kaliaganj", "Kalimpong", "Kalna", "Kalyani", "Kamarhati",
      "Kanchrapara", "Kandi", "Katwa", "Kharagpur", "Khardaha", "Kolkata", "Krishnanagar", "Kulti",
      "Kurseong", "Madhyamgram", "Maheshtala", "Mainaguri", "Mal", "Malda", "Mathabhanga", "Medinipur",
      "Mekhliganj", "Memari", "Mirik", "Murshidabad", "Nabadwip", "Naihati", "Panihati", "Purulia",
      "Raghunathpur", "Raiganj", "Rajpur Sonarpur", "Rampurhat", "Ranaghat", "Raniganj", "Sainthia",
      "Santiniketan", "Santipur", "Serampore", "Siliguri", "Suri", "Tamluk", "Tarakeswar", "Titagarh",
      "Tufanganj", "Uluberia", "Uttarpara",
    ],
  },
];

export const STATE_NAMES: readonly string[] = INDIA_STATES.map((s) => s.name);

const CITIES_BY_STATE: ReadonlyMap<string, readonly string[]> = new Map(
  INDIA_STATES.map((s) => [s.name, s.cities] as const),
);

const NO_CITIES: readonly string[] = [];

/** Cities of a state (by exact name); empty for an unknown state. */
export function citiesOf(state: string): readonly string[] {
  return CITIES_BY_STATE.get(state) ?? NO_CITIES;
}
