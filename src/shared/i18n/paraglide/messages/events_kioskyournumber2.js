import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Kioskyournumber2Inputs */

const en_events_kioskyournumber2 = /** @type {(inputs: Events_Kioskyournumber2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your tracking number`)
};

/**
* | output |
* | --- |
* | "Your tracking number" |
*
* @param {Events_Kioskyournumber2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const events_kioskyournumber2 = /** @type {((inputs?: Events_Kioskyournumber2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Kioskyournumber2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_events_kioskyournumber2(inputs)
});
export { events_kioskyournumber2 as "events.kioskYourNumber" }