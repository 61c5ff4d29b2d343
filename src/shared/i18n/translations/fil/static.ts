// Filipino texts of static, by catalogue key (src/shared/i18n/translations/fil.ts joins them).
export const staticPages: Record<string, string> = {
  'static.privacyTitle': 'Paunawa sa privacy',
  'static.privacyIntro':
    'Sinusunod ng Ligpit ang Data Privacy Act of 2012 (RA 10173) at ang mga patakaran ng National Privacy Commission. Sinasabi ng page na ito kung ano ang kinokolekta namin, bakit, sino ang nakakakita, gaano katagal namin ito itinatago, at ano ang puwede mong hilingin sa amin.',
  'static.privacyCollectTitle': 'Ano ang kinokolekta namin',
  'static.privacyCollectBody':
    'Ang pangalan, phone number, e-mail address at pickup address mo (kalye, barangay, landmark, postal code, lungsod); mga litrato ng mga gamit na ibibigay mo; ang araw at oras ng pickup; at kung may account ka, ang password mo (hash lang ang itinatago) at ang mga tracking number na sine-save mo.',
  'static.privacyWhyTitle': 'Bakit',
  'static.privacyWhyBody':
    'Para masuri ang mga gamit mo, ma-schedule at magawa ang pickup, maipadala sa iyo ang tracking number at mga mensahe tungkol sa pickup, at masabi sa iyo kung saan napunta ang mga gamit mo. Hindi namin ibinebenta ang data mo o ginagamit para sa advertising.',
  'static.privacyWhoTitle': 'Sino ang nakakakita',
  'static.privacyWhoBody':
    'Ang staff namin, at ang crew na kukuha ng mga gamit mo. Dinadala ng mga SMS at e-mail provider namin ang mga mensahe namin sa iyo. Ang may tracking number mo ay makikita lang ang status, mga gamit at ang first name mo; nakatago ang phone, e-mail at kalye mo.',
  'static.privacyKeepTitle': 'Gaano katagal namin ito itinatago',
  'static.privacyKeepBody':
    'Hanggang {days} araw matapos makumpleto, ma-decline o ma-cancel ang request mo. Pagkatapos, binubura ang pangalan, phone, e-mail, address at mga litrato mo; anonymous na bilang lang ang natitira (ilang gamit, anong uri, gaano kabigat).',
  'static.privacyRightsTitle': 'Ang mga karapatan mo',
  'static.privacyRightsBody':
    'Puwede mong makita, itama at burahin ang data mo. Kung naka-sign in, i-download lahat o i-delete ang account mo sa I-edit ang Profile. Kung walang account, burahin ang request mula sa tracking page nito gamit ang one-time code. Puwede mo ring i-off anumang oras ang naka-share na impact receipt.',
  'static.privacyContactTitle': 'Ang data protection officer namin',
  'static.privacyContactBody':
    'Sumulat sa {contact} para sa anumang tanong o hiling tungkol sa data mo. Puwede ka ring magreklamo sa National Privacy Commission (privacy.gov.ph).',
  'static.documentTitle': 'Ligpit · Pickup ng mga gamit na ayaw mo na sa Metro Manila',
  'static.documentDescription':
    'Kinukuha ng Ligpit ang mga gamit na hindi mo na kailangan saanman sa Metro Manila, saka dino-donate, nire-recycle o itinatapon nang maayos. Hindi kailangan ng account.',
  'static.areaIntro': 'Lahat ng {count} lungsod ng Metro Manila:',
  'static.areaTitle': 'Saan kami nagpi-pickup',
  'static.cameraRequired': 'Kailangan ng access sa camera.',
  'static.cameraRequiredBody':
    'Payagan ang camera kapag nagtanong ang browser mo, para makunan mo ng litrato ang mga gamit mo. Puwede ka ring mag-upload ng mga litrato mula sa gallery mo.',
  'static.disposeBody':
    'Ang hindi na mapapakinabangan ay itinatapon nang ligtas at ayon sa batas — hindi basta itinatambak.',
  'static.disposeTitle': 'Itapon nang maayos',
  'static.donateBody':
    'Ang mga gamit na mapapakinabangan pa ay napupunta sa mga pamilya, paaralan at community group na nangangailangan.',
  'static.donateTitle': 'I-donate',
  'static.fourSteps': 'Apat na hakbang para sa mas maaliwalas na bahay',
  'static.freePickups': 'Libreng pickup sa buong Metro Manila',
  'static.gotIt': 'Sige',
  'static.heroIntro':
    'Kunan ng litrato ang mga hindi mo na kailangan, pumili ng araw ng pickup, at ang team namin ang magdo-donate, magre-recycle o magtatapon nito nang maayos.',
  'static.heroTitle': 'Ligpitin ang kalat.',
  'static.heroTitleAccent': 'Kami ang kukuha.',
  'static.howItWorks': 'Paano ito gumagana',
  'static.howItWorksIntro': 'Mula litrato hanggang pickup sa apat na hakbang.',
  'static.maintenanceBody':
    'Ina-upgrade namin ang site para mas mapagsilbihan ka. Pakibalikan mamaya — ligtas ang iyong mga tracking number at pickup.',
  'static.maintenanceTitle': 'Under maintenance ang site',
  'static.missionTitle': 'Ang aming misyon',
  'static.newsletterAfter': 'na may subject na “Newsletter” para sumali.',
  'static.newsletterBefore':
    'Mga tip sa pagligpit, mga kuwento kung saan napunta ang mga gamit mo, at balita kapag nakarating na kami sa mga bagong lugar — mga isang beses kada buwan. Sumulat sa',
  'static.newsletterTitle': 'Sumali sa aming newsletter',
  'static.noAccountRequired': 'Hindi kailangan ng account!',
  'static.notFoundBody': 'Nailipat na o hindi kailanman umiral ang page na hinahanap mo.',
  'static.notFoundTitle': 'Naku! Hindi makita ang page',
  'static.processStep': '{title}.',
  'static.processTitle': 'Ang proseso',
  'static.readFullTerms': 'Basahin ang buong terms',
  'static.recycleBody': 'Ang metal, plastik, papel at electronics ay napupunta sa mga accredited na recycler.',
  'static.recycleTitle': 'I-recycle',
  'static.returnToHome': 'Bumalik sa home',
  'static.startTakingPhotos': 'Magsimulang kumuha ng litrato',
  'static.step1Body': 'Kunan ng litrato ang bawat gamit na hindi mo na kailangan. Hindi kailangan ng account.',
  'static.step1Title': 'Kunan ng litrato ang mga gamit mo',
  'static.step2Body': 'Sabihin sa amin kung sino ka at ang address ng pickup, para alam namin kung saan pupunta.',
  'static.step2Title': 'Ilagay ang iyong detalye',
  'static.step3Body':
    'Pumili ng araw ng pickup na hindi bababa sa isang linggo mula ngayon. Kinukumpirma namin ito sa SMS.',
  'static.step3Title': 'Mag-schedule ng pickup',
  'static.step4Body': 'Kukunin ng team namin ang mga gamit mo, saka ido-donate, ire-recycle o itatapon nang maayos.',
  'static.step4Title': 'Kami na ang bahala sa iba',
  'static.terms1Body':
    'Kinukuha ng Ligpit sa bahay mo ang mga gamit na ayaw mo na. Sinusuri ng team namin ang mga litratong ipinapadala mo, nagse-schedule ng pickup, at saka dino-donate, nire-recycle o itinatapon nang maayos ang bawat gamit.',
  'static.terms1Title': '1. Paglalarawan ng serbisyo',
  'static.terms2Body':
    'Sa Metro Manila lang kami nagseserbisyo: ang {count} lungsod ng National Capital Region ({cities}). Hindi pa namin matatanggap ang mga request mula sa ibang lugar.',
  'static.terms2Title': '2. Sakop ng serbisyo',
  'static.terms3Body':
    'Kinukumpirma mo na ikaw ang may-ari ng mga gamit o may karapatan kang ipamigay ang mga ito, na tama ang mga litrato at detalyeng ipinapadala mo, at na ligtas hawakan ang mga gamit. Hindi namin matatanggap ang mga mapanganib na materyales, baril, gamot o anumang ilegal.',
  'static.terms3Title': '3. Mga responsibilidad ng user',
  'static.terms4Body':
    'Ang pickup ay bini-book nang hindi bababa sa 7 araw at hindi hihigit sa 30 araw bago nito. Puwedeng tanggihan ng team namin ang mga gamit na hindi maido-donate, mare-recycle o maitatapon nang maayos; sasabihin namin kung bakit. Puwede ka pang magbago ng isip tungkol sa bawat gamit kapag kinontak ka namin para ayusin ang pickup.',
  'static.terms4Title': '4. Pickup at pagproseso',
  'static.terms5Body':
    'Ginagamit lang namin ang iyong pangalan, e-mail, phone number at address para ayusin at kumpirmahin ang pickup mo. Ang sinumang may tracking number mo ay makikita ang status at mga gamit ng request mo, pero hindi ang buo mong contact details. Tinatanggal namin ang location data sa mga litratong ina-upload mo.',
  'static.terms5Title': '5. Privacy',
  'static.terms6Body':
    'Kapag nakuha na, responsibilidad na ng Ligpit na i-donate, i-recycle o itapon ang mga gamit, at hindi na maibabalik ang mga ito. Pakitanggal ang personal data at mahahalagang bagay sa mga device, bag at drawer bago ang pickup.',
  'static.terms6Title': '6. Limitasyon ng pananagutan',
  'static.terms7Body':
    'Puwede mong kanselahin ang pickup hanggang 24 oras bago ang naka-schedule na oras. Ang huling kanselasyon ay puwedeng may bayad para sa biyahe ng crew.',
  'static.terms7Title': '7. Pagkansela',
  'static.termsApply': 'Sakop ng Terms and Conditions',
  'static.termsIntro':
    'Pakibasa ang mga terms na ito bago ka mag-request ng pickup. Ang paggamit ng Ligpit ay nangangahulugang tinatanggap mo ang mga ito.',
  'static.termsShort': 'Ang maikling bersyon ng aming terms.',
  'static.termsTitle': 'Mga Tuntunin at Kundisyon',
  'static.trackPickup': 'I-track ang pickup',
  'static.understand': 'Naiintindihan ko',
  'static.uploading': 'Nag-a-upload...',
  'static.welcomeBack': 'Welcome back!',
  'static.whoIntro':
    'Ang Ligpit — Filipino para sa “to tidy up” — ay itinatag noong 2023 ng magkakapitbahay sa Metro Manila na sawang-sawa nang makitang napupunta sa basurahan ang maaayos pang gamit. Pinapadali namin ang pagbitaw: ikaw ang kukuha ng litrato, kami ang bahala sa pagbubuhat.',
  'static.whoTitle': 'Sino Kami',
};
