import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Createevent1Inputs */

const en_events_createevent1 = /** @type {(inputs: Events_Createevent1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create event`)
};

const fil_events_createevent1 = /** @type {(inputs: Events_Createevent1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gumawa ng event`)
};

/**
* | output |
* | --- |
* | "Create event" |
*
* @param {Events_Createevent1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const events_createevent1 = /** @type {((inputs?: Events_Createevent1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Createevent1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_events_createevent1(inputs)
	return en_events_createevent1(inputs)
});
export { events_createevent1 as "events.createEvent" }