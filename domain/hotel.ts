/**
 * Who the hotel is and where to find it: the pages, the e-mails the server sends and its content
 * security policy (the map's origin) all read these, so a new number or address is changed here
 * once. Numbers are kept in the international form the links need.
 */
export const HOTEL = {
  name: 'Sunningdale Cat Hotel',
  phoneDisplay: '+27 82 555 0142',
  phoneLink: 'tel:+27825550142',
  email: 'stay@sunningdalecathotel.co.za',
  address: {
    street: 'Sunningdale',
    suburb: 'Blouberg',
    city: 'Cape Town',
    postalCode: '7441',
    country: 'South Africa',
  },
  /** Shown as one line: the street number is given to guests when a visit is booked. */
  addressLine: 'Sunningdale, Blouberg, Cape Town 7441',
  maps: {
    search: 'https://www.google.com/maps/search/?api=1&query=Sunningdale%2C+Blouberg%2C+Cape+Town',
    navigate: 'https://waze.com/ul?q=Sunningdale%2C%20Blouberg%2C%20Cape%20Town&navigate=yes',
    embed: 'https://www.google.com/maps?q=Sunningdale,+Blouberg,+Cape+Town&output=embed',
  },
} as const;
