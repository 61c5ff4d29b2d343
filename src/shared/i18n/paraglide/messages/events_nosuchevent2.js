import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Nosuchevent2Inputs */

const en_events_nosuchevent2 = /** @type {(inputs: Events_Nosuchevent2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No such event`)
};

const fil_events_nosuchevent2 = /** @type {(inputs: Events_Nosuchevent2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Walang ganitong event`)
};

/**
* | output |
* | --- |
* | "No such event" |
*
* @param {Events_Nosuchevent2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const events_nosuchevent2 = /** @type {((inputs?: Events_Nosuchevent2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Nosuchevent2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_events_nosuchevent2(inputs)
	return en_events_nosuchevent2(inputs)
});
export { events_nosuchevent2 as "events.noSuchEvent" }