// Filipino texts of notifications, by catalogue key (src/shared/i18n/translations/fil.ts joins them).
export const notifications: Record<string, string> = {
  'notifications.emailFooter': 'Ligpit · Pickup ng mga gamit na ayaw mo na, sa buong Metro Manila',
  'notifications.firstNameFallback': 'po',
  'notifications.followHere': 'Subaybayan ang request mo rito: {url}',
  'notifications.followLink': 'Subaybayan ang request mo',
  'notifications.greeting': 'Hi {first},',
  'notifications.itemsMany': '{count} gamit',
  'notifications.itemsOne': '{count} gamit',
  'notifications.onTheWaySms':
    'Ligpit: Hi {first}! Papunta na ang crew namin para sa {trackingNumber}. Darating sila sa loob ng mga {eta} minuto.',
  'notifications.pickupDate': 'Petsa ng pickup:',
  'notifications.questions': 'May tanong? Mag-reply lang sa e-mail na ito.',
  'notifications.reminderIntro': 'Bukas na ang pickup mo ({trackingNumber}): {date}, {window}.',
  'notifications.reminderLink': 'I-cancel o ilipat ito',
  'notifications.reminderSms':
    'Ligpit: Hi {first}! Bukas na ang pickup mo, {window}. Para i-cancel o ilipat: {manageUrl}',
  'notifications.reminderSubject': 'Bukas na ang pickup mo, {window}',
  'notifications.reminderText':
    'Hi {first},\n\nBukas na ang iyong Ligpit pickup ({trackingNumber}): {date}, {window}.\n\nPara i-cancel o ilipat ito (hanggang 24 oras bago): {manageUrl}\n\nLigpit',
  'notifications.resetIgnore': 'Kung hindi ikaw ito, puwede mong balewalain ang e-mail na ito.',
  'notifications.resetIntro': 'May humiling na i-reset ang password ng iyong Ligpit account.',
  'notifications.resetLink': 'Pumili ng bagong password',
  'notifications.resetSubject': 'I-reset ang iyong Ligpit password',
  'notifications.resetText':
    'May humiling na i-reset ang password ng iyong Ligpit account. Buksan ang link na ito para pumili ng bago:\n\n{url}\n\nKung hindi ikaw ito, puwede mong balewalain ang e-mail na ito.',
  'notifications.resetTitle': 'I-reset ang iyong password',
  'notifications.signature': 'Ligpit',
  'notifications.smsCancelled':
    'Ligpit: Hi {first}. Na-cancel ang request mong {trackingNumber}.{reason} Puwede kang mag-submit ng bagong request anumang oras.',
  'notifications.smsCompleted':
    'Ligpit: Hi {first}! Nakuha na namin ang mga gamit mo para sa {trackingNumber}. Tapos na ang iyong pagligpit. Salamat!',
  'notifications.smsDateToConfirm': 'petsang kukumpirmahin namin',
  'notifications.smsDeclined':
    'Ligpit: Hi {first}. Pasensya na, hindi namin makukuha ang mga gamit sa request {trackingNumber}.{reason} Puwede kang mag-submit ulit anumang oras.',
  'notifications.smsOtherStatus':
    'Ligpit: Hi {first}! "{status}" na ang request mong {trackingNumber}. I-track sa {trackUrl}',
  'notifications.smsPickupScheduled':
    'Ligpit: Hi {first}! Pickup {trackingNumber}: {date}{window}. Cancel o lipat hanggang 24h bago: {trackUrl}',
  'notifications.smsProcessing':
    'Ligpit: Hi {first}! Nire-review na namin ang request mong {trackingNumber}. Kokontakin ka namin agad. I-track sa {trackUrl}',
  'notifications.smsReason': ' Dahilan: {reason}.',
  'notifications.smsWindow': ', {window}',
  'notifications.smsVerdicts':
    'Ligpit: Sa {trackingNumber}: {taken} ang kukunin namin, {refused} ang hindi namin makukuha. Tingnan kung bakit: {trackUrl}',
  'notifications.staffCancelledBody':
    'Kinansela ni {name} ang request na {trackingNumber} (pickup sa {date}) sa tracking page.',
  'notifications.staffCancelledSubject': 'Na-cancel online: {trackingNumber}',
  'notifications.submissionSubject': 'Ang iyong Ligpit tracking number: {trackingNumber}',
  'notifications.submissionTitle': 'Ang tracking number mo ay {trackingNumber}',
  'notifications.thanksKeepNumber':
    'Salamat sa iyong pickup request! Itago ang tracking number mo: kailangan mo ito para masubaybayan ang request mo.',
  'notifications.thanksWithNumber':
    'Salamat sa iyong pickup request! Ang tracking number mo ay {trackingNumber}. Itago ito: kailangan mo ito para masubaybayan ang request mo.',
  'notifications.dropOffThanksWithNumber':
    'Salamat sa iyong drop-off request! Ang tracking number mo ay {trackingNumber}. Itago ito: kailangan mo ito para masubaybayan ang request mo.',
  'notifications.dropOffThanksKeepNumber':
    'Salamat sa iyong drop-off request! Itago ang tracking number mo: kailangan mo ito para masubaybayan ang request mo.',
  'notifications.dropOffWhere': 'Dalhin ang mga gamit mo sa:',
  'notifications.dropOffWhen': 'Oras ng pag-abot:',
  'notifications.dropOffWhatNext':
    'Dalhin ang mga gamit mo sa booth sa oras na pinili mo. Titingnan doon ng team namin ang bawat gamit at sasabihin sa iyo kung alin ang kaya naming kunin.',
  'notifications.dropOffSms':
    'Ligpit: Salamat! Dalhin ang mga gamit mo sa {venue}, {date} {slot}. Tracking number: {trackingNumber}',
  'notifications.thankYouSms':
    'Salamat sa pagligpit kasama ang Ligpit! Ang tracking number mo ay {trackingNumber}. May tanong? Sumulat sa {contactEmail}',
  'notifications.verifyIgnore': 'Kung hindi ka nag-sign up, puwede mong balewalain ang e-mail na ito.',
  'notifications.verifyIntro': 'Welcome sa Ligpit! Kumpirmahin ang iyong e-mail address para matapos ang pag-sign up.',
  'notifications.verifyLink': 'Kumpirmahin ang aking e-mail address',
  'notifications.verifySubject': 'Kumpirmahin ang iyong Ligpit e-mail address',
  'notifications.verifyText':
    'Welcome sa Ligpit! Kumpirmahin ang iyong e-mail address sa pagbukas ng link na ito:\n\n{url}\n\nKung hindi ka nag-sign up, puwede mong balewalain ang e-mail na ito.',
  'notifications.verifyTitle': 'Kumpirmahin ang iyong e-mail address',
  'notifications.whatNext':
    'Susuriin agad ng team namin ang submission mo at kokontakin ka sa e-mail o sa phone number na ibinigay mo. Puwede ka pang magbago ng isip tungkol sa anumang gamit kapag kinontak ka namin para sa pickup.',
  'notifications.yourItems': 'Ang iyong mga gamit ({items}):',
  'notifications.claimCodeSms':
    'Ligpit: Ang code {code} ay magdadagdag ng {trackingNumber} sa isang account. 10 min lang. Ilagay lang kung ikaw ang humingi.',
  'notifications.claimCodeSubject':
    'Ang iyong Ligpit code: {code}, para idagdag ang request na {trackingNumber} sa isang account',
  'notifications.claimCodeText':
    'May naka-sign in bilang {account} na humiling na idagdag ang request na {trackingNumber} sa account nila. Ang code para rito ay {code}.\n\nGumagana ito nang 10 minuto. Huwag kailanman basahin o sabihin ang code na ito kaninuman, at ilagay lang ito kung sa iyo ang account na {account}: kapag may code, makikita ng account na iyon ang mga detalye ng request mo at mababago nito ang pickup. Kung hindi ikaw ito, balewalain ang e-mail na ito: walang magbabago kung wala ang code.\n\nLigpit',
  'notifications.claimedSubject': 'Naidagdag sa isang account ang request na {trackingNumber}',
  'notifications.claimedText':
    'Naidagdag ang request na {trackingNumber} sa Ligpit account na {account}. Nakikita na ng account na iyon ang mga detalye nito at puwede nitong baguhin ang pickup.\n\nKung hindi ikaw ito, buksan ang link na ito at piliin ang "Hindi ako ito": {url}\n\nLigpit',
  'notifications.claimedLink': 'Hindi ako ito',
  'notifications.staffClaimUndoneSubject': 'Na-undo ang claim: {trackingNumber}',
  'notifications.staffClaimUndoneBody':
    'Sinabi ng household ng request na {trackingNumber} na hindi nila ito idinagdag sa isang account. Na-undo ang claim at hindi na nakikita ng account na iyon ang request. Pakitingnan kung ano ang nagbago habang naka-claim ito.',
  // Issue 15: typhoon and suspension days, trucks and number coding, the one-time code.
  'notifications.smsSuspended': 'Ligpit: Walang pickup sa {date} ({reason}). Pumili po ng bagong window: {trackUrl}',
  'notifications.suspendedSubject': 'Walang Ligpit pickup sa {date}',
  'notifications.suspendedText':
    'Paumanhin po: walang pickup sa {date} ({reason}).\n\nPumili po ng bagong window para sa request na {trackingNumber}: {trackUrl}\n\nLigpit',
  'notifications.smsOwnerCode':
    'Ligpit: Ang code mo para sa {trackingNumber} ay {code}. Gumagana ito nang 10 minuto. Huwag itong ibigay kaninuman.',
  'notifications.ownerCodeSubject': 'Ang iyong Ligpit code: {code}, para pamahalaan ang request na {trackingNumber}',
  'notifications.ownerCodeText':
    'Ang code mo para pamahalaan ang request na {trackingNumber} sa ibang device (ilipat o i-cancel ang pickup, magdagdag ng litrato) ay {code}.\n\nGumagana ito nang 10 minuto. Huwag kailanman basahin o sabihin ang code na ito kaninuman: hindi ito hihingin ng staff ng Ligpit, sa tawag, SMS o chat. Kung hindi ikaw ang humingi nito, balewalain ang e-mail na ito: walang magbabago kung wala ang code.\n\nLigpit',
  'notifications.smsEraseCode':
    'Ligpit: Ang code {code} ay BUBURA sa data mo sa {trackingNumber}. 10 min lang. Huwag itong sabihin kaninuman.',
  'notifications.eraseCodeSubject': 'Ang iyong Ligpit code: {code}, para BURAHIN ang request na {trackingNumber}',
  'notifications.eraseCodeText':
    'Ang code mo para BURAHIN ang request na {trackingNumber} ay {code}. Kapag inilagay ito, tuluyang mabubura ang pangalan, phone, e-mail, address at mga litrato mo, at ika-cancel ang bukas na pickup.\n\nGumagana ito nang 10 minuto. Huwag kailanman basahin o sabihin ang code na ito kaninuman: hindi ito hihingin ng staff ng Ligpit. Kung hindi ka humiling na burahin ang data mo, huwag itong ilagay kahit saan at balewalain ang e-mail na ito: walang mabubura kung wala ang code.\n\nLigpit',
};
