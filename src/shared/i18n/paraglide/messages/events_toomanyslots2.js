import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Toomanyslots2Inputs */

const en_events_toomanyslots2 = /** @type {(inputs: Events_Toomanyslots2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`At most 20 time slots`)
};

const fil_events_toomanyslots2 = /** @type {(inputs: Events_Toomanyslots2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hanggang 20 time slot lang`)
};

/**
* | output |
* | --- |
* | "At most 20 time slots" |
*
* @param {Events_Toomanyslots2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const events_toomanyslots2 = /** @type {((inputs?: Events_Toomanyslots2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Toomanyslots2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_events_toomanyslots2(inputs)
	return en_events_toomanyslots2(inputs)
});
export { events_toomanyslots2 as "events.tooManySlots" }