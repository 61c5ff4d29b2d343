import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Notstartedtitle2Inputs */

const en_events_notstartedtitle2 = /** @type {(inputs: Events_Notstartedtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This event has not started yet`)
};

const fil_events_notstartedtitle2 = /** @type {(inputs: Events_Notstartedtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi pa nagsisimula ang event na ito`)
};

/**
* | output |
* | --- |
* | "This event has not started yet" |
*
* @param {Events_Notstartedtitle2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const events_notstartedtitle2 = /** @type {((inputs?: Events_Notstartedtitle2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Notstartedtitle2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_events_notstartedtitle2(inputs)
	return en_events_notstartedtitle2(inputs)
});
export { events_notstartedtitle2 as "events.notStartedTitle" }