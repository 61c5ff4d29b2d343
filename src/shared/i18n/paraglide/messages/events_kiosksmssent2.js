import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Kiosksmssent2Inputs */

const en_events_kiosksmssent2 = /** @type {(inputs: Events_Kiosksmssent2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We texted your tracking number again.`)
};

/**
* | output |
* | --- |
* | "We texted your tracking number again." |
*
* @param {Events_Kiosksmssent2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const events_kiosksmssent2 = /** @type {((inputs?: Events_Kiosksmssent2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Kiosksmssent2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_events_kiosksmssent2(inputs)
});
export { events_kiosksmssent2 as "events.kioskSmsSent" }